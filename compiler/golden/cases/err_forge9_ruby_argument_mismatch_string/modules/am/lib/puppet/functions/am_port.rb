# Written for this case (QA-FORGE-9): the function API's argument_mismatch dispatch (Puppet's own yaml_data
# and stdlib-style functions use it): a matching mismatch dispatch's String becomes the error.
Puppet::Functions.create_function(:am_port) do
  dispatch :port do
    param 'Integer[1, 65535]', :port
  end

  argument_mismatch :bad_integer do
    param 'Integer', :port
  end

  argument_mismatch :bad_string do
    param 'String', :port
    optional_param 'Any', :extra
  end

  def port(port)
    "port #{port}"
  end

  def bad_integer(port)
    "the port #{port} is out of range"
  end

  def bad_string(port, extra = nil)
    "expects an Integer port, not the String '#{port}'"
  end
end
