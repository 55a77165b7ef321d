# Written for this case: templates rendered from a 3.x module function.
Puppet::Parser::Functions.newfunction(:probe_render3, :type => :rvalue) do |args|
  {
    'function_template' => function_template(['probe/t.erb']),
    'function_inline_template' => function_inline_template(['<%= @who %>!']),
    'function_epp' => function_epp(['probe/t.epp', { 'who' => 'three', 'n' => 5 }]),
    'wrapper' => Puppet::Parser::TemplateWrapper.new(self).tap { |w| w.file = 'probe/t.erb' }.result,
    'wrapper_string' => Puppet::Parser::TemplateWrapper.new(self).result('<%= @who.upcase %>'),
    'function_file' => function_file(['probe/f.txt']),
  }
end
