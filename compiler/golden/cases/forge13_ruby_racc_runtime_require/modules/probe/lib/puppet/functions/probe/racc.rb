# Written for this case: the first lines of a Racc-generated parser as dalen/puppet-puppetdbquery's lib/puppetdb/parser.rb
# has them (require 'racc/parser.rb'; class Parser < Racc::Parser-derived lexer). Ruby 3.1 ships the Racc runtime.
require 'racc/parser.rb'

Puppet::Functions.create_function(:'probe::racc') do
  dispatch :run do
  end

  def run
    [Racc::Parser.name, Racc::Parser.instance_methods.include?(:do_parse), Racc::Parser.instance_methods.include?(:yyparse)]
  end
end
