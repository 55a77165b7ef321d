# Virtual resources stay out of the catalog until realized, by realize() (several forms) or a
# collector; realizing twice is harmless.
@notify { ['v1', 'v2', 'v3', 'v4', 'unrealized']: }
realize(Notify['v1'])
realize([Notify['v2']], Notify['v1'])
realize('Notify[v3]')
Notify <| title == 'v4' |>
Notify <| title == 'v4' |>
define vdef { notify { "inside ${title}": } }
@vdef { ['d1', 'd2']: }
realize(Vdef['d1'])
