module Puppet::Parser::Functions
  newfunction(:legacy_conf_line, :type => :rvalue, :arity => -2, :doc => <<-DOC
    Returns "key = value" lines for the given keys, reading values from the calling scope.
    DOC
  ) do |args|
    keys = args.flatten
    sep = lookupvar('legacy::separator')
    sep = ' = ' if sep.nil? || sep == :undefined || sep == ''
    keys.map do |k|
      v = lookupvar(k.to_s)
      raise Puppet::ParseError, "legacy_conf_line(): #{k} is not set" if v.nil? || v == :undefined
      "#{k.to_s.split('::').last}#{sep}#{v.is_a?(Array) ? v.join(',') : v}"
    end.join("\n")
  end
end
