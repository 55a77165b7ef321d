# A collector's override block naming an attribute twice fails only when it collects something:
# "Duplicate parameter 'message' for on Notify[v]" at the collector's line. The first collector
# collects nothing and passes.
Notify <| title == 'none' |> { message => 'a', message => 'b' }
@notify { 'v': }
notify { 'a': }
Notify <| title == 'v' |> {
  message => 'a', * => { message => 'b' },
}
