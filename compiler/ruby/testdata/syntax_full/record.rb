# Records Ruby 3.1's whole SyntaxError message (every error, each with its source line and caret
# line) for each line of cases.txt put in a method body of a file f.rb:
#   "def f\n  LINE\n  'ok'\nend\n"
# and for each whole file files/*.rb (files with several errors: Ruby's parser recovers from a
# syntax error and reports the next) into expected.json (an array of {"src", "message"});
# "message" is null where Ruby compiles the file. TestSyntaxErrorsFull parses the same files and
# compares. Run: ruby record.rb (Ruby 3.1).
require 'json'
abort 'needs Ruby 3.1' unless RUBY_VERSION.start_with?('3.1.')
Dir.chdir(__dir__)
srcs = File.readlines('cases.txt', chomp: true).reject(&:empty?).map { |line| "def f\n  #{line}\n  'ok'\nend\n" }
srcs += Dir.glob('files/*.rb').sort.map { |f| File.read(f) }
out = srcs.map do |src|
  msg = begin
    RubyVM::InstructionSequence.compile(src, 'f.rb')
    nil
  rescue SyntaxError => e
    e.message
  end
  { 'src' => src, 'message' => msg }
end
File.write('expected.json', JSON.pretty_generate(out) + "\n")
