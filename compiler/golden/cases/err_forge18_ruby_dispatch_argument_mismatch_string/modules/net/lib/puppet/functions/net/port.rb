# A 4.x function with Puppet 6's argument_mismatch dispatches (better errors for known wrong
# input), block_param, optional_repeated_param, return_type and a local type alias.
Puppet::Functions.create_function(:'net::port') do
  local_types do
    type 'PortNum = Integer[1, 65535]'
  end

  dispatch :from_int do
    param 'PortNum', :port
    optional_repeated_param 'String', :tags
    return_type 'String'
  end

  dispatch :from_string do
    param 'Pattern[/\A\d+\z/]', :port
    optional_block_param 'Callable[1,1]', :block
  end

  argument_mismatch :bad_string do
    param 'String', :port
  end

  argument_mismatch :out_of_range do
    param 'Integer', :port
    optional_repeated_param 'Any', :rest
  end

  def from_int(port, *tags)
    "#{port}/#{tags.empty? ? 'tcp' : tags.join(',')}"
  end

  def from_string(port)
    p = Integer(port, 10)
    block_given? ? yield(p) : from_int(p)
  end

  def bad_string(port)
    "expects a numeric string, got '#{port}'"
  end

  def out_of_range(port, *rest)
    "port #{port} is not between 1 and 65535"
  end
end
