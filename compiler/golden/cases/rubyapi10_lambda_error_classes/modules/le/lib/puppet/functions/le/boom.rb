Puppet::Functions.create_function(:'le::boom') do
  def boom(kind)
    case kind
    when 'arg' then raise ArgumentError, 'bad arg'
    when 'puppet' then raise Puppet::Error, 'puppet error'
    when 'parse' then raise Puppet::ParseError, 'parse error'
    else 'fine'
    end
  end
end
