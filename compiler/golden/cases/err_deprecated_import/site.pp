import 'other.pp'
notice('x')
