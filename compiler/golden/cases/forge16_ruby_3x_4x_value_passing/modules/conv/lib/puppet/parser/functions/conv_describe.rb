# A 3.x function describing what it received, as validate_*/pick-style helpers of
# older modules look at their arguments.
module Puppet::Parser::Functions
  newfunction(:conv_describe, type: :rvalue, arity: -1, doc: <<-DOC
    Describe each argument's Ruby class and value.
  DOC
  ) do |args|
    d = lambda do |v|
      case v
      when Hash then '{' + v.map { |k, x| "#{d.call(k)}=>#{d.call(x)}" }.join(',') + '}'
      when Array then '[' + v.map { |x| d.call(x) }.join(',') + ']'
      when String then "S(#{v})"
      when Symbol then "Y(#{v})"
      when nil then 'nil'
      when Regexp then "R(#{v.source})"
      else "#{v.class.name.split('::').last}(#{v})"
      end
    end
    "#{args.size}: " + args.map { |a| d.call(a) }.join(' ')
  end
end
