# Written for this case after the module's Redis::LogLevel (not read from the index).
type Redis::LogLevel = Enum['debug', 'verbose', 'notice', 'warning']
