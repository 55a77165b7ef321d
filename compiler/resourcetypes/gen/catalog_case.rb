#!/usr/bin/env ruby
# frozen_string_literal: true
#
# catalog_case.rb CASES.json > site.pp
# Writes one resource declaration per case ([{"type", "title", "params": [[name, value], ...]}])
# so that Puppet can compile them (../../../shared/conformance/tools/gen_expected.sh CASE_DIR)
# and the test can compare CatalogParams with the parameters Puppet writes in the catalog.
require 'json'

def lit(v)
  case v
  when String then "'" + v.gsub('\\') { '\\\\' }.gsub("'") { "\\'" } + "'"
  when Array then '[' + v.map { |x| lit(x) }.join(', ') + ']'
  when true, false, Integer then v.to_s
  else raise "unsupported value #{v.inspect}"
  end
end

JSON.parse(File.read(ARGV[0])).each do |c|
  attrs = c['params'].map { |k, v| "#{k} => #{lit(v)}" }.join(', ')
  puts "#{c['type']} { #{lit(c['title'])}: #{attrs} }"
end
