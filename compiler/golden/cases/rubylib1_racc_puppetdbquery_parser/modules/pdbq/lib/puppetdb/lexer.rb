# Written for this case: a lexer for puppetdbquery's grammar, with the tokens of its lexer.rex (194fd5fb), in the
# shape rexical generates (a Racc::Parser subclass filling a token queue that next_token empties).
require 'racc/parser'
require 'strscan'
require 'puppetdb'

module PuppetDB
  class Lexer < Racc::Parser
    class ScanError < StandardError; end

    RULES = [
      [/\s+/, nil], [/\(/, :LPAREN], [/\)/, :RPAREN], [/\[/, :LBRACK], [/\]/, :RBRACK], [/\{/, :LBRACE],
      [/\}/, :RBRACE], [/!=/, :NOTEQUALS], [/!~/, :NOTMATCH], [/=/, :EQUALS], [/~/, :MATCH], [/<=/, :LESSTHANEQ],
      [/</, :LESSTHAN], [/>=/, :GREATERTHANEQ], [/>/, :GREATERTHAN], [/\*/, :ASTERISK], [/#/, :HASH], [/\./, :DOT],
      [/not(?![\w:])/, :NOT], [/and(?![\w:])/, :AND], [/or(?![\w:])/, :OR], [/true(?![\w:])/, :TRUE],
      [/false(?![\w:])/, :FALSE], [/-?\d+/, :NUMBER], [/"(\\.|[^\\"])*"/, :DQ], [/'(\\.|[^\\'])*'/, :SQ],
      [/[\w:]+/, :STRING], [/@@/, :EXPORTED], [/@/, :AT]
    ].freeze

    def scan_str(str)
      @tokens = []
      ss = StringScanner.new(str)
      until ss.eos?
        rule = RULES.find { |re, _| ss.scan(re) }
        raise ScanError, "can not match: '#{ss.rest}'" unless rule
        text = ss.matched
        case rule[1]
        when nil then next
        when :TRUE then @tokens << [:BOOLEAN, true]
        when :FALSE then @tokens << [:BOOLEAN, false]
        when :NUMBER then @tokens << [:NUMBER, text.to_i]
        when :DQ, :SQ then @tokens << [:STRING, text[1..-2].gsub(/\\(.)/, '\1')]
        else @tokens << [rule[1], text]
        end
      end
      do_parse
    end

    def next_token
      @tokens.shift
    end
  end
end
