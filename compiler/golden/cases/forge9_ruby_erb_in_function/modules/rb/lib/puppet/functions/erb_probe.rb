# Written for this case (QA-FORGE-9): ERB rendered inside a module's Ruby function (ERB.new(...).result(binding), result with no binding, trim_mode), as modules building config text in Ruby do.
Puppet::Functions.create_function(:erb_probe) do
  dispatch :probe do
  end

  def probe
    [
      (require 'erb'; x = 5; ERB.new('v=<%= x %>').result(binding)),
      (ERB.new("a\n<% if true -%>\nb\n<% end -%>\n", trim_mode: '-').result),
      (ERB.new('<%= [1, 2].map { |i| i * 2 }.join(",") %>').result),
      (ERB.new('<%% literal %>').result),
    ].map(&:inspect)
  end
end
