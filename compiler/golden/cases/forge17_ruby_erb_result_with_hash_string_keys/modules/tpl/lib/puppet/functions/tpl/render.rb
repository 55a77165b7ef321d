# frozen_string_literal: true

require 'erb'

# Renders small ERB snippets from module Ruby with the ERB library itself (the way some modules
# build configuration without a template file): trim modes, result_with_hash, binding locals.
Puppet::Functions.create_function(:'tpl::render') do
  dispatch :render do
    param 'String', :mode
    param 'Hash', :vars
  end

  def render(mode, vars)
    case mode
    when 'hash'
      ERB.new("<% servers.each do |s| -%>\nserver <%= s %>\n<% end -%>\nport=<%= port %>\n", trim_mode: '-').result_with_hash(vars)
    when 'binding'
      servers = vars['servers']
      port = vars['port']
      ERB.new("<%# comment %>\n<% servers.each do |s| %>\n  <%= s %>:<%= port %>\n<% end %>\n", trim_mode: '<>').result(binding)
    when 'percent'
      list = vars['servers']
      ERB.new("% list.each do |s|\n* <%= s.upcase %>\n% end\n%% literal\n", trim_mode: '%').result(binding)
    when 'gt'
      v = vars['port']
      ERB.new("a <%= v %>\nb <% if v > 1 %>\nbig\n<% end %>\n", trim_mode: '>').result(binding)
    when 'escape'
      ERB::Util.html_escape("<a href='x'>&\"</a>") + ' ' + ERB::Util.url_encode('a b/c?d=é')
    when 'src'
      ERB.new('x<%= 1 %>y', trim_mode: '-').src.lines.size.to_s
    end
  end
end
