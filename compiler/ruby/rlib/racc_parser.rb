# The Racc runtime (racc/parser.rb) for Punch's Ruby runtime, written for
# rlib from Racc's documented table format: a Racc-generated parser class
# holds Racc_arg, the LALR(1) tables the generator packed (action and goto
# tables in row-displacement form: a state's row starts at its pointer,
# and an entry counts only when its check column names that state; an
# absent entry means the state's default), and calls this class's
# do_parse (tokens from next_token) or yyparse (tokens yielded by a
# method). An action n is a shift to state n when 0 < n < shift_n, the
# accept when n == shift_n, a reduction by rule -n when -reduce_n < n < 0,
# and an error when n == -reduce_n. Error recovery is yacc's: pop states
# until one can shift the error token, then skip tokens (three shifts
# end the recovery).
module Racc
  class ParseError < StandardError; end
end
::ParseError = Racc::ParseError unless defined?(::ParseError)

module Racc
  class Parser
    Racc_Runtime_Version = '1.6.0'
    Racc_Runtime_Core_Version_R = '1.6.0'
    Racc_Main_Parsing_Routine = :_racc_do_parse_rb
    Racc_YY_Parse_Method = :_racc_yyparse_rb
    Racc_Runtime_Core_Version = Racc_Runtime_Core_Version_R
    Racc_Runtime_Type = 'ruby'

    def self.racc_runtime_type
      Racc_Runtime_Type
    end

    def next_token
      raise NotImplementedError, "#{self.class}\#next_token is not defined"
    end

    def do_parse
      __racc_run(nil, nil)
    end

    def yyparse(recv, mid)
      __racc_run(recv, mid)
    end

    def on_error(t, val, vstack)
      raise ParseError, format("\nparse error on value %s (%s)", val.inspect, token_to_str(t) || '?')
    end

    def yyerror
      throw :racc_jump, 1
    end

    def yyaccept
      throw :racc_jump, 2
    end

    def yyerrok
      @racc_error_status = 0
    end

    def token_to_str(t)
      self.class::Racc_token_to_s_table[t]
    end

    def racc_read_token(t, tok, val); end
    def racc_shift(tok, tstack, vstack); end
    def racc_reduce(toks, sim, tstack, vstack); end
    def racc_accept; end
    def racc_e_pop(state, tstack, vstack); end
    def racc_next_state(curstate, state); end
    def racc_print_stacks(t, v); end
    def racc_print_states(s); end
    def racc_token2str(tok)
      self.class::Racc_token_to_s_table[tok] or raise "[Racc Bug] can't convert token #{tok} to string"
    end

    private

    # __racc_run drives the automaton. Tokens come from next_token, or,
    # for yyparse, from the blocks recv.mid yields them to: the machine
    # then runs inside that block until it needs the next token.
    def __racc_run(recv, mid)
      tables = self.class::Racc_arg
      self.class::Racc_debug_parser # a generated parser defines it (Ruby reads it here)
      @racc_tables = tables
      @racc_state = [0]
      @racc_vstack = []
      @racc_tstack = []
      @racc_t = nil
      @racc_val = nil
      @racc_read_next = true
      @racc_user_yyerror = false
      @racc_error_status = 0
      catch(:racc_end_parse) do
        if recv.nil?
          loop do
            if __racc_wants_token?
              tok = next_token
              # nil is the end of input (its value "$"), else [token, value]
              if tok.nil?
                __racc_take(false, '$')
              elsif !tok.is_a?(Array)
                raise TypeError, "next_token() returned #{tok.class} (must be Array[2])"
              elsif tok.size != 2
                raise ArgumentError, "next_token() returned wrong size of array (#{tok.size} for 2)"
              else
                __racc_take(tok[0], tok[1])
              end
            end
            __racc_step
          end
        else
          recv.__send__(mid) do |pair|
            # Racc's C core takes one [token, value] Array per yield (a
            # block of one parameter gets the first of several values)
            unless pair.is_a?(Array) && pair.size == 2
              raise TypeError, "#{mid}() yielded #{pair.class} (must be Array[2])"
            end
            tok, val = pair
            __racc_take(tok, val)
            __racc_step until __racc_wants_token? && @racc_read_next
          end
          # the iterator ended without the end of input
          __racc_take(false, '$') if @racc_t != 0
          loop do
            __racc_take(false, '$') if __racc_wants_token?
            __racc_step
          end
        end
      end
    end

    # the current state reads a token before acting, and none is read yet
    def __racc_wants_token?
      @racc_read_next && @racc_t != 0 && !@racc_tables[3][@racc_state[-1]].nil?
    end

    def __racc_take(tok, val)
      @racc_val = val
      @racc_t = tok ? (@racc_tables[10][tok] || 1) : 0
      racc_read_token(@racc_t, tok, val)
      @racc_read_next = false
    end

    # one action of the current state (and the actions an error leads to)
    def __racc_step
      action_table, action_check, action_default, action_pointer = @racc_tables
      state = @racc_state[-1]
      base = action_pointer[state]
      act = nil
      if base
        # the driver has read the token this state looks at
        i = base + @racc_t
        act = action_table[i] if i >= 0 && action_check[i] == state
      end
      act ||= action_default[state]
      act = __racc_act(act) while act
    end

    # performs action act; answers the next action to perform at once
    # (after an error or a yyerror/yyaccept), else nil
    def __racc_act(act)
      shift_n = @racc_tables[11]
      reduce_n = @racc_tables[12]
      if act > 0 && act < shift_n
        @racc_error_status -= 1 if @racc_error_status > 0 && @racc_t > 1
        @racc_vstack.push(@racc_val)
        @racc_tstack.push(@racc_t)
        @racc_state.push(act)
        @racc_read_next = true
        racc_shift(@racc_t, @racc_tstack, @racc_vstack)
        nil
      elsif act < 0 && act > -reduce_n
        jump = catch(:racc_jump) do
          @racc_state.push(__racc_reduce(act))
          nil
        end
        case jump
        when nil then nil
        when 1
          @racc_user_yyerror = true
          -reduce_n
        when 2 then shift_n
        else raise '[Racc Bug] unknown jump code'
        end
      elsif act == shift_n
        racc_accept
        throw :racc_end_parse, @racc_vstack[0]
      elsif act == -reduce_n
        __racc_error
      else
        raise "[Racc Bug] unknown action #{act.inspect}"
      end
    end

    # reduce by rule -act: pop its right-hand side, run its action, and
    # answer the state the goto table gives for its left-hand side
    def __racc_reduce(act)
      goto_table, goto_check, goto_default, goto_pointer, nt_base, reduce_table = @racc_tables[4, 6]
      use_result = @racc_tables[13].nil? ? true : @racc_tables[13]
      k = -act * 3
      len = reduce_table[k]
      lhs = reduce_table[k + 1]
      method_id = reduce_table[k + 2]
      values = @racc_vstack[-len, len] || []
      toks = @racc_tstack[-len, len] || []
      if len > 0
        @racc_vstack.pop(len)
        @racc_tstack.pop(len)
        @racc_state.pop(len)
      end
      value = if use_result
                __send__(method_id, values, @racc_vstack, values[0])
              else
                __send__(method_id, values, @racc_vstack)
              end
      @racc_vstack.push(value)
      @racc_tstack.push(lhs)
      racc_reduce(toks, lhs, @racc_tstack, @racc_vstack)
      col = lhs - nt_base
      if (base = goto_pointer[col])
        i = base + @racc_state[-1]
        if i >= 0 && (target = goto_table[i]) && goto_check[i] == col
          return target
        end
      end
      goto_default[col]
    end

    def __racc_error
      action_table, action_check, _, action_pointer = @racc_tables
      case @racc_error_status
      when 0
        on_error(@racc_t, @racc_val, @racc_vstack) unless @racc_user_yyerror
      when 3
        # another error right after recovering at the end of input
        throw :racc_end_parse, nil if @racc_t == 0
        @racc_read_next = true
      end
      @racc_user_yyerror = false
      @racc_error_status = 3
      loop do
        base = action_pointer[@racc_state[-1]]
        if base
          i = base + 1 # the error token
          if i >= 0 && (act = action_table[i]) && action_check[i] == @racc_state[-1]
            # shift the error token; the token that failed stays the
            # lookahead (Racc's C core, which Ruby 3.1 runs)
            @racc_vstack.push(@racc_val)
            @racc_tstack.push(1)
            @racc_state.push(act)
            racc_shift(1, @racc_tstack, @racc_vstack)
            return nil
          end
        end
        throw :racc_end_parse, nil if @racc_state.size <= 1
        @racc_state.pop
        @racc_vstack.pop
        @racc_tstack.pop
        racc_e_pop(@racc_state, @racc_tstack, @racc_vstack)
      end
    end

    def _reduce_none(val, _values, _result = nil)
      val[0]
    end
  end
end
