# frozen_string_literal: true

# This function outputs the variable content and its type to the
# debug log.
Puppet::Functions.create_function(:'extlib::echo') do
  # @param value The value you want to inspect.
  # @param comment An optional comment to prepend to the debug output.
  # @return [Undef] Returns nothing.
  dispatch :echo do
    param 'Any', :value
    optional_param 'String', :comment
  end

  def echo(value, comment = nil)
    message = "(#{value.class}) #{value.inspect}"
    message = "#{comment} #{message}" if comment
    Puppet.debug message
  end
end
