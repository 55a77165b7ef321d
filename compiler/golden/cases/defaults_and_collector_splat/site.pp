# * => in resource defaults and in collector overrides.
$file_defaults = { 'owner' => 'root', 'mode' => '0644' }
File { * => $file_defaults }
file { '/etc/a': }
@notify { 'n': }
Notify <| title == 'n' |> { * => { 'message' => 'splatted', 'loglevel' => 'info' } }
