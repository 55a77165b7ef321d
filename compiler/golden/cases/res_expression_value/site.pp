# A resource expression's value is the list of references it created.
$created = ['m1', 'm2'].map |$m| { notify { $m: } }
notice($created)
$refs = [notify { 'single': }]
notice($refs)
