# frozen_string_literal: true

require 'json'

Puppet::Functions.create_function(:'probe::jg') do
  dispatch :run do
  end

  def run
    [
      JSON.generate({ 'a' => 1, 'b' => [] }, space: ' ', object_nl: "\n", indent: '  '),
      JSON.generate([], indent: '  '),
      JSON.generate({}, indent: '  ', object_nl: "\n"),
      JSON.generate([1, []], array_nl: "\n", indent: '  '),
      JSON.generate({ 'x' => {} }, indent: "\t", object_nl: "\n", array_nl: "\n", space: ' '),
    ].map(&:inspect)
  end
end
