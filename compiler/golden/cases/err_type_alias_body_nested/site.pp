# An alias whose body uses a bad alias fails where it is used (line 7), with the inner alias's
# message ("Invalid number of type parameters specified: Integer requires 1 or 2, 3 provided").
type Inner = Integer[1, 2, 3]
type Outer = Array[Inner]
notice('before')
notify { 'x':
  message => Outer,
}
