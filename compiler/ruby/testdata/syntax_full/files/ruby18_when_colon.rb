module Puppet::Parser::Functions
  newfunction(:pl, :type => :rvalue) do |args|
    value = ''
    case args[0]
    when 'a': value = 1
    when 'b': value = 2
    end
    if value.nil?:
      return nil
    end
    return value
  end
end
