# frozen_string_literal: true

require 'pp'
require 'stringio'

# Renders a value with pp (Kernel#pretty_inspect, PP.pp into a buffer with a width) for a config comment.
Puppet::Functions.create_function(:'lx::pretty') do
  dispatch :pretty do
    param 'Any', :value
    optional_param 'Integer', :width
  end

  def pretty(value, width = 20)
    out = StringIO.new
    PP.pp(value, out, width)
    [value.pretty_inspect, out.string].join('---')
  end
end
