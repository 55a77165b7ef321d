# Written for this case: parse puppetdbquery queries with the module's Racc-generated parser (lib/puppetdb/parser.rb,
# copied unchanged) and return each AST as data, or the parse error's class and message.
# as puppetdbquery's functions do, for a server where the library is not pluginsynced
$LOAD_PATH.unshift File.expand_path(File.join(File.dirname(__FILE__), '..', '..', '..'))
require 'puppetdb/parser'

Puppet::Functions.create_function(:'pdbq::parse') do
  dispatch :parse do
    param 'String', :query
  end

  def parse(query)
    ast = PuppetDB::Parser.new.parse(query)
    ast.nil? ? 'empty' : ast.to_data
  rescue Racc::ParseError, PuppetDB::Lexer::ScanError => e
    "#{e.class}: #{e.message.strip}"
  end
end
