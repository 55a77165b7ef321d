# Written for this case.
type App::Port = Integer[1, 65535]
