# A collector as a relationship operand: every matched resource gets the relationship, including
# ones declared later.
notify { 'pkg1': tag => 'pkg' }
notify { 'pkg2': tag => 'pkg' }
notify { 'svc': }
Notify <| tag == 'pkg' |> -> Notify['svc']
notify { 'pkg3': tag => 'pkg' }
Notify['start'] -> Notify <| tag == 'late' |>
notify { 'start': }
notify { 'l1': tag => 'late' }
