# An invalid tag set by a collector's override block fails at the collector's line.
notify { 'x':
}
Notify <| title == 'x' |> {
  tag => 'bad tag',
}
