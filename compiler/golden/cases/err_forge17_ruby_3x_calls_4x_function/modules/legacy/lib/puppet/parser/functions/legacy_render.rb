module Puppet::Parser::Functions
  newfunction(:legacy_render, :type => :rvalue) do |args|
    function_fail(['legacy_render(): give a template']) if args.empty?
    out = function_template([args[0]])
    count = function_length([out.lines])
    "#{out.strip} (#{count} lines)"
  end
end
