type Probe::Port = Integer[1, 65535]
