# What 3.x module functions ask of Puppet::Parser::Functions and the environment before calling other
# functions (puppi params_lookup's `if Puppet::Parser::Functions.function('hiera')`, stdlib 4's
# function(:create_resources), tp's known_resource_types checks). Each rescued. Written for this case.
module Puppet::Parser::Functions
  newfunction(:registry_api, :type => :rvalue) do |args|
    checks = {
      'function(hiera)'      => -> { Puppet::Parser::Functions.function('hiera') },
      'function(:template)'  => -> { Puppet::Parser::Functions.function(:template) },
      'function(missing)'    => -> { Puppet::Parser::Functions.function('no_such_function_x') },
      'function(4x)'         => -> { Puppet::Parser::Functions.function('probe::four') },
      'function(legacy mod)' => -> { Puppet::Parser::Functions.function('registry_api') },
      'respond_to?'          => -> { [respond_to?(:function_notice), respond_to?(:function_no_such_x)] },
      'call 4x via 3x name'  => -> { function_lookup(['probe::key', nil, nil, 'dflt']) },
      'call_function 4x'     => -> { call_function('probe::four', [5]) },
      'call_function 3x'     => -> { call_function('registry_helper', ['x']) },
      'function_x 4x'        => -> { function_join([['a', 'b'], '+']) },
      'krt.hostclass'        => -> { environment.known_resource_types.hostclass('probe').name },
      'krt.definition'       => -> { environment.known_resource_types.definition('probe::d').name },
      'krt.find_hostclass'   => -> { environment.known_resource_types.find_hostclass('probe::missing').inspect },
      'function_defined'     => -> { function_defined(['probe::d']) },
      'function_defined cls' => -> { function_defined(['Class[probe]']) },
      'function_template'    => -> { function_template(['probe/t.erb']) },
      'function_inline_template' => -> { function_inline_template(['<%= @v %>-<%= 1 + 1 %>']) },
      'function_epp'         => -> { function_epp(['probe/t.epp', { 'x' => 3 }]) },
      'function_fail'        => -> { function_fail(['failed here']) },
      'function_warning'     => -> { function_warning(['warned']); :ok },
    }
    checks.map do |k, f|
      v = begin
            f.call.inspect
          rescue StandardError => e
            e.class.name
          end
      "#{k}=#{v}"
    end
  end
end
