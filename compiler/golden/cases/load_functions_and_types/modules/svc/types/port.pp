type Svc::Port = Integer[1024, 65535]
