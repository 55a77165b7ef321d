# Written for this case: the Puppet::Type class API calls that Forge type and provider files make while they
# load (keycloak, firewalld, splunk, mysql ...). Each call is rescued, so the result lists every answer.
Puppet::Functions.create_function(:type_class_api) do
  def type_class_api
    calls = {
      'provide'        => -> { Puppet::Type.type(:package).provide(:forge12_probe) { commands :zz => '/bin/true' }.name },
      'providers'      => -> { Puppet::Type.type(:file).providers.sort },
      'validattr'      => -> { Puppet::Type.type(:notify).validattr?(:message) },
      'validparameter' => -> { Puppet::Type.type(:file).validparameter?(:path) },
      'parameters'     => -> { Puppet::Type.type(:exec).parameters.first(3) },
      'key_attributes' => -> { Puppet::Type.type(:file).key_attributes },
      'attrclass'      => -> { Puppet::Type.type(:notify).attrclass(:message).name },
      'boolean_name'   => -> { require 'puppet/parameter/boolean'; Puppet::Parameter::Boolean.name },
      'validproperties' => -> { Puppet::Type.type(:user).validproperties.first(3) },
      'unknown_type'   => -> { Puppet::Type.type(:nosuchtype) },
      'type_name'      => -> { Puppet::Type.type(:file).name },
      'type_to_s'      => -> { Puppet::Type.type(:file).to_s },
      'isomorphic'     => -> { Puppet::Type.type(:file).isomorphic? },
    }
    calls.map do |k, l|
      v = begin
        l.call.inspect
      rescue StandardError => e
        "#{e.class}: #{e.message}"
      end
      "#{k}=#{v}"
    end
  end
end
