require 'yaml'

Puppet::Functions.create_function(:'dump::yaml') do
  dispatch :yaml do
    param 'Hash', :data
  end

  def yaml(data)
    data.to_yaml.lines.map(&:chomp).join(" | ")
  end
end
