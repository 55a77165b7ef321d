# Object types declared in a module's types/ directory, one the parent of the other.
include geo
notice(Geo::Point.new(3.0, 4.0, 'x').name)
