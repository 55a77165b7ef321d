# A module with both types/point.pp (a type alias) and lib/puppet/datatypes/dt/point.rb (a data
# type) for the same name: which one Puppet 7.23 resolves Dt::Point to.
notice(Dt::Point)
notice({ 'x' => 1, 'y' => 2 } =~ Dt::Point)
notice(type(Dt::Point))
notice(Dt::Point(3))
