export declare const instants: { at: string; why: string }[];
export declare const calendarServerTests: string[];
export declare function projectAt(at: string): string;
