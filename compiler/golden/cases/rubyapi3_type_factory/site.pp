# TypeFactory / Pops::Utils / Deferred from a 4.x function (tfp/lib/puppet/functions/tfp/factory.rb).
include tfp
