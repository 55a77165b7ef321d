type App::Port = Variant[Stdlib::Port, Pattern[/\A\d+\z/]]
