notice(Timespan('1:2', ['%H:%M:%S', '%H:%Q']))
