// PuppetLexer.g4 - the token vocabulary of the Puppet 7 language and EPP.
//
// Puppet's lexer is context dependent. What a plain ANTLR lexer cannot decide
// is decided by the Go lexer in parser/internal/lexer, which embeds the lexer
// generated from this file and overrides NextToken (see docs/grammar.md):
//   * REGEX is only lexed where a regular expression may start; the predicate
//     asks the Go lexer, which knows the previous token (as lexer2.rb does).
//   * '[' after white space becomes LISTSTART, '(' first on a line WSLPAREN,
//     '{' after '?' SELBRACE, a bare word that is not a strict name WORD.
//   * double quoted strings are lexed in mode DQ; "${" switches back to the
//     default mode until the matching '}' (the Go lexer counts braces) and the
//     pieces are reassembled into STRING, or DQPRE .. DQMID .. DQPOST.
//   * heredoc text (the lines after the line holding "@(TAG)") is cut out by
//     the Go lexer and lexed by a second lexer in mode UQ or UQNE.
//   * EPP template text is scanned by the Go lexer; '%>' and '-%>' end an
//     embedded code section only when lexing a template.
lexer grammar PuppetLexer;


tokens {
    LISTSTART, WSLPAREN, SELBRACE, WORD,
    STRING, DQPRE, DQMID, DQPOST, HEREDOC, SUBLOCATE,
    RENDER_STRING, RENDER_EXPR, EPP_START
}

@members {
// LexerContext is implemented by the Go lexer embedding the generated one
// (parser/internal/lexer); the semantic predicates consult it.
type LexerContext interface {
	// RegexAllowed tells whether a '/' may start a regular expression here.
	RegexAllowed() bool
	// InEPP tells whether a template (rather than a manifest) is lexed.
	InEPP() bool
}

func lexctx(l *PuppetLexer) LexerContext { return l.Virt.(LexerContext) }
}

// ---------------------------------------------------------------------------
// Keywords (a keyword is a bare word equal to it; a longer word is a NAME)

AND      : 'and' ;
APPLY    : 'apply' ;   // only a keyword in Bolt plans; the Go lexer turns it into NAME
ATTR     : 'attr' ;
CASE     : 'case' ;
CLASS    : 'class' ;
DEFAULT  : 'default' ;
DEFINE   : 'define' ;
ELSE     : 'else' ;
ELSIF    : 'elsif' ;
FALSE    : 'false' ;
FUNCTION : 'function' ;
IF       : 'if' ;
IN       : 'in' ;
INHERITS : 'inherits' ;
NODE     : 'node' ;
OR       : 'or' ;
PLAN     : 'plan' ;    // idem
PRIVATE  : 'private' ;
TRUE     : 'true' ;
TYPE     : 'type' ;
UNDEF    : 'undef' ;
UNLESS   : 'unless' ;

// ---------------------------------------------------------------------------
// Operators and punctuation (longest match wins, as in lexer2.rb)

EPP_END_TRIM : '-%>' {lexctx(p).InEPP()}? ;
EPP_END      : '%>' {lexctx(p).InEPP()}? ;

LLCOLLECT    : '<<|' ;
RRCOLLECT    : '|>>' ;
LCOLLECT     : '<|' ;
RCOLLECT     : '|>' ;
IN_EDGE      : '->' ;
IN_EDGE_SUB  : '~>' ;
OUT_EDGE     : '<-' ;
OUT_EDGE_SUB : '<~' ;
FARROW       : '=>' ;
PARROW       : '+>' ;
APPENDS      : '+=' ;
DELETES      : '-=' ;
ISEQUAL      : '==' ;
NOTEQUAL     : '!=' ;
MATCH        : '=~' ;
NOMATCH      : '!~' ;
GREATEREQUAL : '>=' ;
LESSEQUAL    : '<=' ;
LSHIFT       : '<<' ;
RSHIFT       : '>>' ;
ATAT         : '@@' ;
EQUALS       : '=' ;
GREATERTHAN  : '>' ;
LESSTHAN     : '<' ;
PLUS         : '+' ;
MINUS        : '-' ;
TIMES        : '*' ;
MODULO       : '%' ;
NOT          : '!' ;
DOT          : '.' ;
PIPE         : '|' ;
AT           : '@' ;
COLON        : ':' ;
COMMA        : ',' ;
SEMIC        : ';' ;
QMARK        : '?' ;
TILDE        : '~' ;   // lexed, but no operator: always a syntax error
LBRACK       : '[' ;
RBRACK       : ']' ;
LBRACE       : '{' ;
RBRACE       : '}' ;
LPAREN       : '(' ;
RPAREN       : ')' ;

// ---------------------------------------------------------------------------
// Comments and white space. A multi line comment must come before REGEX and
// DIV: on equal length the first rule wins.

MLCOMMENT : '/*' .*? '*/' -> skip ;
COMMENT   : '#' ~[\n]* -> skip ;
NL        : '\n' ;    // kept: the Go lexer tracks line starts and heredoc jumps
WS        : [ \t\r\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+ -> skip ;

// A regular expression: /[^/]*/ where an escaped \/ does not end it. Only
// where the previous token allows it; elsewhere '/' is division.
REGEX : '/' {lexctx(p).RegexAllowed()}? ( '\\' . | ~[/\\] )* '/' ;
DIV   : '/' ;

// "@(" TAG (":" syntax)? ("/" escapes)? ")" opens a heredoc; the Go lexer
// checks the specification and collects the text.
HEREDOC_OPEN : '@(' ~[)]* ')' ;

// ---------------------------------------------------------------------------
// Names, numbers, variables and strings

// A CLASSREF followed by '::' that does not continue it is an error that the
// Go lexer reports.
CLASSREF : ('::')? UC_SEGMENT ('::' UC_SEGMENT)* ;
// A bare word: a NAME when every segment starts with a lower case letter and
// has no '-', else the Go lexer makes it a WORD.
NAME     : ('::')? BW_SEGMENT ('::' BW_SEGMENT)* ;

NUMBER   : '0' [xX] HEXDIGIT+
         | DIGIT+ ('.' DIGIT+)? ([eE] '-'? DIGIT+)?
         ;

// $name, $::name, $a::b, $0 ... Names are checked later (as Puppet does);
// a lone '$' is a VARIABLE with an empty name.
VARIABLE : '$' (('::')? WORDCHAR+ ('::' WORDCHAR+)*)? ;

SQ_STRING : '\'' ( '\\' . | ~['\\] )* '\'' ;
DQ_START  : '"' -> pushMode(DQ) ;

// Anything else is a single character token that the parser rejects.
OTHER : . ;

fragment UC_SEGMENT : [A-Z] WORDCHAR* ;
fragment BW_SEGMENT : [a-z_] ( [a-zA-Z0-9_\-]* WORDCHAR )? ;
fragment WORDCHAR   : [a-zA-Z0-9_] ;
fragment DIGIT      : [0-9] ;
fragment HEXDIGIT   : [0-9a-fA-F] ;
fragment VARNAME    : ('::')? WORDCHAR+ ('::' WORDCHAR+)* ;

// ---------------------------------------------------------------------------
// Inside "...": text, $var, ${ (back to the default mode), and the end quote.
mode DQ;
DQ_END      : '"' -> popMode ;
DQ_VAR      : '$' VARNAME ;
DQ_EXPR     : '${' ;
DQ_TEXT     : ( '\\' . | ~["\\$] )+ ;
DQ_DOLLAR   : '$' ;
DQ_BSLASH   : '\\' ;   // a backslash at the end of input

// ---------------------------------------------------------------------------
// Interpolated heredoc text where '$' may be escaped (escapes include '$').
mode UQ;
UQ_VAR      : '$' VARNAME -> type(DQ_VAR) ;
UQ_EXPR     : '${' -> type(DQ_EXPR) ;
UQ_TEXT     : ( '\\' . | ~[\\$] )+ -> type(DQ_TEXT) ;
UQ_DOLLAR   : '$' -> type(DQ_DOLLAR) ;
UQ_BSLASH   : '\\' -> type(DQ_BSLASH) ;

// ---------------------------------------------------------------------------
// Interpolated heredoc text where a backslash does not escape '$'.
mode UQNE;
UQNE_VAR    : '$' VARNAME -> type(DQ_VAR) ;
UQNE_EXPR   : '${' -> type(DQ_EXPR) ;
UQNE_TEXT   : ~[$]+ -> type(DQ_TEXT) ;
UQNE_DOLLAR : '$' -> type(DQ_DOLLAR) ;
