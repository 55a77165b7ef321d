# An invalid tag given by an override fails at the override's line, without a column and without
# "Evaluation Error: Error while evaluating a Resource Override" (Puppet's override resource fails
# when it is made).
notify { 'x':
}
Notify['x'] {
  tag => 'bad tag',
}
