# scope.lookupvar of a 3.x function: a variable not found, simple and
# qualified (class not evaluated, class without it), as Puppet[:strict] says
module Puppet::Parser::Functions
  newfunction(:probe_lookup, :type => :rvalue) do |args|
    args.map do |name|
      begin
        "#{name}=#{lookupvar(name).inspect}"
      rescue ArgumentError => e
        "#{name}!#{e.class}: #{e.message}"
      end
    end.join(' | ')
  end
end
