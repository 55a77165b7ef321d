# Raises what it is asked to.
Puppet::Functions.create_function(:'bad::check') do
  dispatch :check do
    param 'String', :what
  end

  def check(what)
    case what
    when 'arg' then raise ArgumentError, "bad argument: #{what}"
    when 'std' then raise StandardError, 'a standard error'
    when 'rt' then raise 'a runtime error'
    when 'nil' then nil.upcase
    else what
    end
  end
end
