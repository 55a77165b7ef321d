type Nginx::Time = Pattern[/^\d+(ms|s|m|h|d|w|M|y)?$/]
