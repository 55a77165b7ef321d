# frozen_string_literal: true

require 'erb'

# Written for this case: a module function rendering a small ERB snippet with local values through
# ERB#result_with_hash (Ruby 2.5+, no binding needed), with the '-' trim mode module templates use.
Puppet::Functions.create_function(:'probe::render') do
  dispatch :render do
    param 'String', :name
    param 'Array', :items
  end

  def render(name, items)
    tpl = ERB.new(<<~TPL, trim_mode: '-')
      [<%= name %>]
      <%- items.each_with_index do |item, i| -%>
      item<%= i %> = <%= item %>
      <%- end -%>
      <%# a comment -%>
      count = <%= items.size %>
    TPL
    [tpl.result_with_hash(name: name, items: items), ERB.new('<%= 1 + 1 %>').result_with_hash({})]
  end
end
