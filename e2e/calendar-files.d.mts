export declare const calendarFiles: string[];
