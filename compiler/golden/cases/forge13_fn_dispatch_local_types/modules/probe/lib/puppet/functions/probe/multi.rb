# Written for this case: a 4.x function with several dispatches, as module functions declare them
# (Struct and Enum params, optional and repeated params, a block, local types, a return type).
Puppet::Functions.create_function(:'probe::multi') do
  local_types do
    type 'Port = Integer[1, 65535]'
    type 'Endpoint = Struct[{ host => String[1], port => Port, Optional[proto] => Enum[tcp, udp] }]'
  end

  dispatch :from_endpoint do
    param 'Endpoint', :ep
    return_type 'String'
  end

  dispatch :from_parts do
    param 'String[1]', :host
    param 'Port', :port
    optional_param 'Enum[tcp, udp]', :proto
  end

  dispatch :each_ep do
    param 'Array[Endpoint, 1]', :eps
    block_param 'Callable[1, 1]', :block
  end

  dispatch :bad_return do
    param 'Boolean', :flag
    return_type 'Integer'
  end

  def from_endpoint(ep)
    from_parts(ep['host'], ep['port'], ep['proto'] || 'tcp')
  end

  def from_parts(host, port, proto = 'tcp')
    "#{proto}://#{host}:#{port}"
  end

  def each_ep(eps)
    eps.map { |e| yield(from_endpoint(e)) }
  end

  def bad_return(flag)
    flag ? 'not an integer' : 1
  end
end
