#!/usr/bin/env ruby
# Records the issue code Puppet 7.23 gives each problem of a manifest:
# parses every .pp of testdata/errors and testdata/issues (and every .epp
# of testdata/issues, with Puppet's EPP parser) with Puppet's own parser and
# runs its language validator (ValidatorFactory_4_0, what
# `puppet parser validate` runs, with the default settings, so strict =
# warning) and writes expected.tsv, one line per diagnostic:
#
#   FILE<TAB>SEVERITY<TAB>ISSUE_CODE<TAB>LINE<TAB>COLUMN<TAB>MESSAGE
#
# (FILE relative to testdata; SEVERITY is the validator's: error, warning or
# deprecation; an error of the parser or the lexer, which Puppet raises
# instead of collecting, is one line of severity "parse" with the
# exception's issue code, empty when it has none; a manifest without any
# problem is one line of severity "none").
# Never produced by Punch. Run: ruby parser/testdata/issues/record.rb
require 'puppet'
require 'tmpdir'

here = File.expand_path(__dir__)
testdata = File.dirname(here)
Dir.mktmpdir do |tmp|
  Puppet.initialize_settings(['--confdir', tmp, '--vardir', tmp, '--codedir', tmp])
  formatter = Puppet::Pops::Validation::DiagnosticFormatterPuppetStyle.new
  out = []
  files = (Dir[File.join(testdata, 'errors', '*.pp')] + Dir[File.join(here, '*.pp')] + Dir[File.join(here, '*.epp')]).sort
  files.each do |path|
    name = path.sub(testdata + '/', '')
    src = File.read(path)
    lines = []
    begin
      parser = path.end_with?('.epp') ? Puppet::Pops::Parser::EppParser.new : Puppet::Pops::Parser::Parser.new
      result = parser.parse_string(src, path)
      acceptor = Puppet::Pops::Validation::Acceptor.new
      Puppet::Pops::Validation::ValidatorFactory_4_0.new.validator(acceptor).validate(result.model)
      acceptor.errors_and_warnings.each do |d|
        pos = d.source_pos
        lines << [name, d.severity.to_s, d.issue.issue_code.to_s, pos && pos.line, pos && pos.pos, formatter.format_message(d)]
      end
    rescue Puppet::ParseErrorWithIssue => e
      msg = e.basic_message
      lines << [name, 'parse', e.issue_code.to_s, e.line, e.pos, msg]
    rescue Puppet::ParseError => e
      lines << [name, 'parse', '', e.line, e.pos, e.message.sub(/ \(file: [^)]*\)\z/, '')]
    rescue StandardError => e
      # raised by Puppet's model factory (an ArgumentError): no issue, no
      # position
      lines << [name, 'parse', '', nil, nil, e.message]
    end
    lines << [name, 'none', '', nil, nil, ''] if lines.empty?
    out.concat(lines)
  end
  File.write(File.join(here, 'expected.tsv'), out.map { |l| l.map { |f| f.to_s.gsub(/[\t\n]/, ' ') }.join("\t") + "\n" }.join)
end
