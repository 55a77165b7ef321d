# Objects of data types written in Ruby as class parameters (checked against the type) and as
# resource attributes (rich data in the catalog).
class { 'rdt':
  origin => Rdt::Point(4, 5),
  span   => Rdt::Range(1, 3),
}
