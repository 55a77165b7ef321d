# Written for this case.
type App::Endpoint = Struct[{ host => String[1], port => App::Port }]
