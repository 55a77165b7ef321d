# The same description from a 4.x function: Puppet's values as module Ruby sees them.
Puppet::Functions.create_function(:'conv::describe4') do
  dispatch :describe do
    repeated_param 'Any', :args
  end

  def describe(*args)
    d = lambda do |v|
      case v
      when Hash then '{' + v.map { |k, x| "#{d.call(k)}=>#{d.call(x)}" }.join(',') + '}'
      when Array then '[' + v.map { |x| d.call(x) }.join(',') + ']'
      when String then "S(#{v})"
      when Symbol then "Y(#{v})"
      when nil then 'nil'
      when Regexp then "R(#{v.source})"
      when Puppet::Pops::Types::PSensitiveType::Sensitive then "Sensitive(#{v.unwrap})"
      when Puppet::Pops::Types::PAnyType then "T(#{v})"
      else "#{v.class.name.split('::').last}(#{v})"
      end
    end
    "#{args.size}: " + args.map { |a| d.call(a) }.join(' ')
  end
end
