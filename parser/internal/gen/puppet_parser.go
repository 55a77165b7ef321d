// Code generated from PuppetParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package gen // PuppetParser
import (
	"fmt"
	"strconv"
	"sync"

	"github.com/antlr4-go/antlr/v4"
)

// Suppress unused import errors
var _ = fmt.Printf
var _ = strconv.Itoa
var _ = sync.Once{}

type PuppetParser struct {
	*antlr.BaseParser
	// Grammar author supplied members of the instance struct

	hooks
}

var PuppetParserParserStaticData struct {
	once                   sync.Once
	serializedATN          []int32
	LiteralNames           []string
	SymbolicNames          []string
	RuleNames              []string
	PredictionContextCache *antlr.PredictionContextCache
	atn                    *antlr.ATN
	decisionToDFA          []*antlr.DFA
}

func puppetparserParserInit() {
	staticData := &PuppetParserParserStaticData
	staticData.LiteralNames = []string{
		"", "", "", "", "", "", "", "", "", "", "", "", "", "", "'and'", "'apply'",
		"'attr'", "'case'", "'class'", "'default'", "'define'", "'else'", "'elsif'",
		"'false'", "'function'", "'if'", "'in'", "'inherits'", "'node'", "'or'",
		"'plan'", "'private'", "'true'", "'type'", "'undef'", "'unless'", "'-%>'",
		"'%>'", "'<<|'", "'|>>'", "'<|'", "'|>'", "'->'", "'~>'", "'<-'", "'<~'",
		"'=>'", "'+>'", "'+='", "'-='", "'=='", "'!='", "'=~'", "'!~'", "'>='",
		"'<='", "'<<'", "'>>'", "'@@'", "'='", "'>'", "'<'", "'+'", "'-'", "'*'",
		"'%'", "'!'", "'.'", "'|'", "'@'", "':'", "','", "';'", "'?'", "'~'",
		"'['", "']'", "'{'", "'}'", "'('", "')'", "", "", "'\\n'", "", "", "'/'",
	}
	staticData.SymbolicNames = []string{
		"", "LISTSTART", "WSLPAREN", "SELBRACE", "WORD", "STRING", "DQPRE",
		"DQMID", "DQPOST", "HEREDOC", "SUBLOCATE", "RENDER_STRING", "RENDER_EXPR",
		"EPP_START", "AND", "APPLY", "ATTR", "CASE", "CLASS", "DEFAULT", "DEFINE",
		"ELSE", "ELSIF", "FALSE", "FUNCTION", "IF", "IN", "INHERITS", "NODE",
		"OR", "PLAN", "PRIVATE", "TRUE", "TYPE", "UNDEF", "UNLESS", "EPP_END_TRIM",
		"EPP_END", "LLCOLLECT", "RRCOLLECT", "LCOLLECT", "RCOLLECT", "IN_EDGE",
		"IN_EDGE_SUB", "OUT_EDGE", "OUT_EDGE_SUB", "FARROW", "PARROW", "APPENDS",
		"DELETES", "ISEQUAL", "NOTEQUAL", "MATCH", "NOMATCH", "GREATEREQUAL",
		"LESSEQUAL", "LSHIFT", "RSHIFT", "ATAT", "EQUALS", "GREATERTHAN", "LESSTHAN",
		"PLUS", "MINUS", "TIMES", "MODULO", "NOT", "DOT", "PIPE", "AT", "COLON",
		"COMMA", "SEMIC", "QMARK", "TILDE", "LBRACK", "RBRACK", "LBRACE", "RBRACE",
		"LPAREN", "RPAREN", "MLCOMMENT", "COMMENT", "NL", "WS", "REGEX", "DIV",
		"HEREDOC_OPEN", "CLASSREF", "NAME", "NUMBER", "VARIABLE", "SQ_STRING",
		"DQ_START", "OTHER", "DQ_END", "DQ_VAR", "DQ_EXPR", "DQ_TEXT", "DQ_DOLLAR",
		"DQ_BSLASH",
	}
	staticData.RuleNames = []string{
		"manifest", "eppTemplate", "eppParameters", "statements", "assignment",
		"resource", "resourceContent", "resourceBodies", "resourceBody", "attributeOperations",
		"attributeOperation", "expression", "primary", "typeRest", "typeAliasValue",
		"arguments", "argument", "accessArgs", "accessArg", "collectionEntries",
		"collectionEntry", "hash", "hashPair", "hashKey", "selectorEntries",
		"selectorEntry", "lambda", "caseOption", "hostname", "returnType", "className",
		"parameterList", "parameters", "parameter", "dqString",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 1, 100, 681, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7,
		4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2, 10, 7,
		10, 2, 11, 7, 11, 2, 12, 7, 12, 2, 13, 7, 13, 2, 14, 7, 14, 2, 15, 7, 15,
		2, 16, 7, 16, 2, 17, 7, 17, 2, 18, 7, 18, 2, 19, 7, 19, 2, 20, 7, 20, 2,
		21, 7, 21, 2, 22, 7, 22, 2, 23, 7, 23, 2, 24, 7, 24, 2, 25, 7, 25, 2, 26,
		7, 26, 2, 27, 7, 27, 2, 28, 7, 28, 2, 29, 7, 29, 2, 30, 7, 30, 2, 31, 7,
		31, 2, 32, 7, 32, 2, 33, 7, 33, 2, 34, 7, 34, 1, 0, 3, 0, 72, 8, 0, 1,
		0, 1, 0, 1, 1, 1, 1, 3, 1, 78, 8, 1, 1, 1, 3, 1, 81, 8, 1, 1, 1, 1, 1,
		1, 2, 1, 2, 1, 2, 3, 2, 88, 8, 2, 3, 2, 90, 8, 2, 1, 2, 1, 2, 1, 3, 1,
		3, 1, 3, 1, 3, 3, 3, 98, 8, 3, 1, 3, 5, 3, 101, 8, 3, 10, 3, 12, 3, 104,
		9, 3, 1, 4, 1, 4, 1, 4, 5, 4, 109, 8, 4, 10, 4, 12, 4, 112, 9, 4, 1, 5,
		5, 5, 115, 8, 5, 10, 5, 12, 5, 118, 9, 5, 1, 5, 1, 5, 1, 5, 1, 5, 1, 5,
		1, 5, 3, 5, 126, 8, 5, 1, 5, 1, 5, 1, 5, 1, 5, 5, 5, 132, 8, 5, 10, 5,
		12, 5, 135, 9, 5, 1, 6, 1, 6, 1, 6, 3, 6, 140, 8, 6, 3, 6, 142, 8, 6, 3,
		6, 144, 8, 6, 1, 7, 1, 7, 1, 7, 5, 7, 149, 8, 7, 10, 7, 12, 7, 152, 9,
		7, 1, 7, 3, 7, 155, 8, 7, 1, 8, 1, 8, 1, 8, 1, 8, 3, 8, 161, 8, 8, 3, 8,
		163, 8, 8, 1, 9, 1, 9, 1, 9, 5, 9, 168, 8, 9, 10, 9, 12, 9, 171, 9, 9,
		1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 3, 10, 179, 8, 10, 1, 11, 5,
		11, 182, 8, 11, 10, 11, 12, 11, 185, 9, 11, 1, 11, 1, 11, 1, 11, 1, 11,
		3, 11, 191, 8, 11, 3, 11, 193, 8, 11, 1, 11, 1, 11, 3, 11, 197, 8, 11,
		1, 11, 1, 11, 1, 11, 1, 11, 3, 11, 203, 8, 11, 1, 11, 3, 11, 206, 8, 11,
		1, 11, 3, 11, 209, 8, 11, 1, 11, 1, 11, 1, 11, 3, 11, 214, 8, 11, 1, 11,
		1, 11, 1, 11, 1, 11, 3, 11, 220, 8, 11, 1, 11, 1, 11, 1, 11, 3, 11, 225,
		8, 11, 1, 11, 3, 11, 228, 8, 11, 1, 11, 1, 11, 1, 11, 3, 11, 233, 8, 11,
		3, 11, 235, 8, 11, 1, 11, 3, 11, 238, 8, 11, 1, 11, 1, 11, 5, 11, 242,
		8, 11, 10, 11, 12, 11, 245, 9, 11, 1, 11, 1, 11, 1, 11, 5, 11, 250, 8,
		11, 10, 11, 12, 11, 253, 9, 11, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12,
		1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 4, 12, 266, 8, 12, 11, 12, 12, 12, 267,
		1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 3, 12, 276, 8, 12, 1, 12, 1,
		12, 1, 12, 1, 12, 1, 12, 3, 12, 283, 8, 12, 1, 12, 1, 12, 5, 12, 287, 8,
		12, 10, 12, 12, 12, 290, 9, 12, 1, 12, 1, 12, 1, 12, 3, 12, 295, 8, 12,
		1, 12, 3, 12, 298, 8, 12, 1, 12, 1, 12, 1, 12, 1, 12, 3, 12, 304, 8, 12,
		1, 12, 1, 12, 1, 12, 1, 12, 3, 12, 310, 8, 12, 1, 12, 3, 12, 313, 8, 12,
		1, 12, 1, 12, 1, 12, 3, 12, 318, 8, 12, 1, 12, 1, 12, 3, 12, 322, 8, 12,
		1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 3, 12, 329, 8, 12, 1, 12, 1, 12, 1,
		12, 3, 12, 334, 8, 12, 3, 12, 336, 8, 12, 1, 12, 1, 12, 3, 12, 340, 8,
		12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 5, 12, 348, 8, 12, 10, 12,
		12, 12, 351, 9, 12, 1, 12, 3, 12, 354, 8, 12, 1, 12, 1, 12, 3, 12, 358,
		8, 12, 1, 12, 1, 12, 3, 12, 362, 8, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1,
		12, 3, 12, 369, 8, 12, 1, 12, 3, 12, 372, 8, 12, 1, 12, 1, 12, 3, 12, 376,
		8, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 3, 12, 384, 8, 12, 3,
		12, 386, 8, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12,
		1, 12, 3, 12, 397, 8, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1,
		12, 1, 12, 1, 12, 1, 12, 1, 12, 3, 12, 410, 8, 12, 1, 12, 3, 12, 413, 8,
		12, 1, 12, 3, 12, 416, 8, 12, 1, 13, 1, 13, 1, 13, 3, 13, 421, 8, 13, 3,
		13, 423, 8, 13, 1, 13, 1, 13, 3, 13, 427, 8, 13, 1, 13, 1, 13, 1, 13, 1,
		13, 1, 13, 3, 13, 434, 8, 13, 1, 13, 1, 13, 1, 13, 1, 13, 1, 13, 3, 13,
		441, 8, 13, 1, 13, 1, 13, 3, 13, 445, 8, 13, 1, 13, 3, 13, 448, 8, 13,
		1, 14, 1, 14, 1, 14, 1, 14, 1, 14, 3, 14, 455, 8, 14, 1, 14, 1, 14, 3,
		14, 459, 8, 14, 1, 14, 1, 14, 1, 14, 1, 14, 3, 14, 465, 8, 14, 3, 14, 467,
		8, 14, 1, 14, 3, 14, 470, 8, 14, 1, 15, 1, 15, 1, 15, 5, 15, 475, 8, 15,
		10, 15, 12, 15, 478, 9, 15, 1, 16, 1, 16, 1, 16, 3, 16, 483, 8, 16, 1,
		16, 1, 16, 1, 16, 3, 16, 488, 8, 16, 1, 17, 1, 17, 1, 17, 5, 17, 493, 8,
		17, 10, 17, 12, 17, 496, 9, 17, 1, 18, 1, 18, 1, 18, 3, 18, 501, 8, 18,
		1, 18, 1, 18, 1, 18, 3, 18, 506, 8, 18, 1, 19, 1, 19, 1, 19, 5, 19, 511,
		8, 19, 10, 19, 12, 19, 514, 9, 19, 1, 20, 1, 20, 1, 20, 3, 20, 519, 8,
		20, 1, 20, 1, 20, 1, 20, 3, 20, 524, 8, 20, 3, 20, 526, 8, 20, 1, 21, 1,
		21, 1, 21, 1, 21, 5, 21, 532, 8, 21, 10, 21, 12, 21, 535, 9, 21, 1, 21,
		3, 21, 538, 8, 21, 3, 21, 540, 8, 21, 1, 21, 1, 21, 1, 22, 1, 22, 1, 22,
		1, 22, 1, 23, 1, 23, 1, 23, 3, 23, 551, 8, 23, 1, 24, 1, 24, 1, 24, 1,
		24, 1, 24, 5, 24, 558, 8, 24, 10, 24, 12, 24, 561, 9, 24, 1, 24, 3, 24,
		564, 8, 24, 1, 24, 1, 24, 3, 24, 568, 8, 24, 1, 25, 1, 25, 1, 25, 1, 25,
		1, 26, 1, 26, 1, 26, 3, 26, 577, 8, 26, 3, 26, 579, 8, 26, 1, 26, 1, 26,
		3, 26, 583, 8, 26, 1, 26, 1, 26, 3, 26, 587, 8, 26, 1, 26, 1, 26, 1, 27,
		1, 27, 1, 27, 5, 27, 594, 8, 27, 10, 27, 12, 27, 597, 9, 27, 1, 27, 1,
		27, 1, 27, 3, 27, 602, 8, 27, 1, 27, 1, 27, 1, 28, 1, 28, 1, 28, 5, 28,
		609, 8, 28, 10, 28, 12, 28, 612, 9, 28, 1, 28, 1, 28, 1, 28, 1, 28, 1,
		28, 1, 28, 3, 28, 620, 8, 28, 1, 28, 1, 28, 3, 28, 624, 8, 28, 1, 29, 1,
		29, 1, 29, 1, 29, 1, 29, 1, 29, 3, 29, 632, 8, 29, 1, 30, 1, 30, 1, 31,
		1, 31, 1, 31, 3, 31, 639, 8, 31, 3, 31, 641, 8, 31, 1, 31, 1, 31, 1, 32,
		1, 32, 1, 32, 5, 32, 648, 8, 32, 10, 32, 12, 32, 651, 9, 32, 1, 33, 1,
		33, 1, 33, 1, 33, 1, 33, 3, 33, 658, 8, 33, 3, 33, 660, 8, 33, 1, 33, 3,
		33, 663, 8, 33, 1, 33, 1, 33, 1, 33, 3, 33, 668, 8, 33, 1, 34, 1, 34, 1,
		34, 1, 34, 5, 34, 674, 8, 34, 10, 34, 12, 34, 677, 9, 34, 1, 34, 1, 34,
		1, 34, 0, 0, 35, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28,
		30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62, 64,
		66, 68, 0, 15, 3, 0, 42, 45, 48, 49, 59, 59, 2, 0, 58, 58, 69, 69, 4, 0,
		14, 22, 24, 31, 33, 35, 89, 89, 1, 0, 46, 47, 2, 0, 63, 64, 66, 66, 2,
		0, 33, 33, 89, 89, 6, 0, 14, 14, 26, 26, 29, 29, 50, 57, 60, 65, 86, 86,
		2, 0, 2, 2, 79, 79, 2, 0, 16, 16, 31, 31, 2, 0, 1, 1, 75, 75, 2, 0, 23,
		23, 32, 32, 1, 0, 36, 37, 2, 0, 24, 24, 33, 33, 1, 0, 89, 90, 3, 0, 4,
		5, 18, 18, 88, 89, 795, 0, 71, 1, 0, 0, 0, 2, 75, 1, 0, 0, 0, 4, 84, 1,
		0, 0, 0, 6, 93, 1, 0, 0, 0, 8, 105, 1, 0, 0, 0, 10, 116, 1, 0, 0, 0, 12,
		143, 1, 0, 0, 0, 14, 145, 1, 0, 0, 0, 16, 156, 1, 0, 0, 0, 18, 164, 1,
		0, 0, 0, 20, 178, 1, 0, 0, 0, 22, 183, 1, 0, 0, 0, 24, 415, 1, 0, 0, 0,
		26, 447, 1, 0, 0, 0, 28, 469, 1, 0, 0, 0, 30, 471, 1, 0, 0, 0, 32, 487,
		1, 0, 0, 0, 34, 489, 1, 0, 0, 0, 36, 505, 1, 0, 0, 0, 38, 507, 1, 0, 0,
		0, 40, 525, 1, 0, 0, 0, 42, 527, 1, 0, 0, 0, 44, 543, 1, 0, 0, 0, 46, 550,
		1, 0, 0, 0, 48, 567, 1, 0, 0, 0, 50, 569, 1, 0, 0, 0, 52, 573, 1, 0, 0,
		0, 54, 590, 1, 0, 0, 0, 56, 623, 1, 0, 0, 0, 58, 625, 1, 0, 0, 0, 60, 633,
		1, 0, 0, 0, 62, 635, 1, 0, 0, 0, 64, 644, 1, 0, 0, 0, 66, 659, 1, 0, 0,
		0, 68, 669, 1, 0, 0, 0, 70, 72, 3, 6, 3, 0, 71, 70, 1, 0, 0, 0, 71, 72,
		1, 0, 0, 0, 72, 73, 1, 0, 0, 0, 73, 74, 5, 0, 0, 1, 74, 1, 1, 0, 0, 0,
		75, 77, 5, 13, 0, 0, 76, 78, 3, 4, 2, 0, 77, 76, 1, 0, 0, 0, 77, 78, 1,
		0, 0, 0, 78, 80, 1, 0, 0, 0, 79, 81, 3, 6, 3, 0, 80, 79, 1, 0, 0, 0, 80,
		81, 1, 0, 0, 0, 81, 82, 1, 0, 0, 0, 82, 83, 5, 0, 0, 1, 83, 3, 1, 0, 0,
		0, 84, 89, 5, 68, 0, 0, 85, 87, 3, 64, 32, 0, 86, 88, 5, 71, 0, 0, 87,
		86, 1, 0, 0, 0, 87, 88, 1, 0, 0, 0, 88, 90, 1, 0, 0, 0, 89, 85, 1, 0, 0,
		0, 89, 90, 1, 0, 0, 0, 90, 91, 1, 0, 0, 0, 91, 92, 5, 68, 0, 0, 92, 5,
		1, 0, 0, 0, 93, 102, 3, 8, 4, 0, 94, 95, 5, 71, 0, 0, 95, 101, 3, 8, 4,
		0, 96, 98, 5, 72, 0, 0, 97, 96, 1, 0, 0, 0, 97, 98, 1, 0, 0, 0, 98, 99,
		1, 0, 0, 0, 99, 101, 3, 8, 4, 0, 100, 94, 1, 0, 0, 0, 100, 97, 1, 0, 0,
		0, 101, 104, 1, 0, 0, 0, 102, 100, 1, 0, 0, 0, 102, 103, 1, 0, 0, 0, 103,
		7, 1, 0, 0, 0, 104, 102, 1, 0, 0, 0, 105, 110, 3, 10, 5, 0, 106, 107, 7,
		0, 0, 0, 107, 109, 3, 10, 5, 0, 108, 106, 1, 0, 0, 0, 109, 112, 1, 0, 0,
		0, 110, 108, 1, 0, 0, 0, 110, 111, 1, 0, 0, 0, 111, 9, 1, 0, 0, 0, 112,
		110, 1, 0, 0, 0, 113, 115, 7, 1, 0, 0, 114, 113, 1, 0, 0, 0, 115, 118,
		1, 0, 0, 0, 116, 114, 1, 0, 0, 0, 116, 117, 1, 0, 0, 0, 117, 125, 1, 0,
		0, 0, 118, 116, 1, 0, 0, 0, 119, 120, 5, 18, 0, 0, 120, 121, 5, 77, 0,
		0, 121, 122, 3, 14, 7, 0, 122, 123, 5, 78, 0, 0, 123, 126, 1, 0, 0, 0,
		124, 126, 3, 22, 11, 0, 125, 119, 1, 0, 0, 0, 125, 124, 1, 0, 0, 0, 126,
		133, 1, 0, 0, 0, 127, 128, 5, 77, 0, 0, 128, 129, 3, 12, 6, 0, 129, 130,
		5, 78, 0, 0, 130, 132, 1, 0, 0, 0, 131, 127, 1, 0, 0, 0, 132, 135, 1, 0,
		0, 0, 133, 131, 1, 0, 0, 0, 133, 134, 1, 0, 0, 0, 134, 11, 1, 0, 0, 0,
		135, 133, 1, 0, 0, 0, 136, 144, 3, 14, 7, 0, 137, 139, 3, 18, 9, 0, 138,
		140, 5, 71, 0, 0, 139, 138, 1, 0, 0, 0, 139, 140, 1, 0, 0, 0, 140, 142,
		1, 0, 0, 0, 141, 137, 1, 0, 0, 0, 141, 142, 1, 0, 0, 0, 142, 144, 1, 0,
		0, 0, 143, 136, 1, 0, 0, 0, 143, 141, 1, 0, 0, 0, 144, 13, 1, 0, 0, 0,
		145, 150, 3, 16, 8, 0, 146, 147, 5, 72, 0, 0, 147, 149, 3, 16, 8, 0, 148,
		146, 1, 0, 0, 0, 149, 152, 1, 0, 0, 0, 150, 148, 1, 0, 0, 0, 150, 151,
		1, 0, 0, 0, 151, 154, 1, 0, 0, 0, 152, 150, 1, 0, 0, 0, 153, 155, 5, 72,
		0, 0, 154, 153, 1, 0, 0, 0, 154, 155, 1, 0, 0, 0, 155, 15, 1, 0, 0, 0,
		156, 157, 3, 22, 11, 0, 157, 162, 5, 70, 0, 0, 158, 160, 3, 18, 9, 0, 159,
		161, 5, 71, 0, 0, 160, 159, 1, 0, 0, 0, 160, 161, 1, 0, 0, 0, 161, 163,
		1, 0, 0, 0, 162, 158, 1, 0, 0, 0, 162, 163, 1, 0, 0, 0, 163, 17, 1, 0,
		0, 0, 164, 169, 3, 20, 10, 0, 165, 166, 5, 71, 0, 0, 166, 168, 3, 20, 10,
		0, 167, 165, 1, 0, 0, 0, 168, 171, 1, 0, 0, 0, 169, 167, 1, 0, 0, 0, 169,
		170, 1, 0, 0, 0, 170, 19, 1, 0, 0, 0, 171, 169, 1, 0, 0, 0, 172, 173, 7,
		2, 0, 0, 173, 174, 7, 3, 0, 0, 174, 179, 3, 22, 11, 0, 175, 176, 5, 64,
		0, 0, 176, 177, 5, 46, 0, 0, 177, 179, 3, 22, 11, 0, 178, 172, 1, 0, 0,
		0, 178, 175, 1, 0, 0, 0, 179, 21, 1, 0, 0, 0, 180, 182, 7, 4, 0, 0, 181,
		180, 1, 0, 0, 0, 182, 185, 1, 0, 0, 0, 183, 181, 1, 0, 0, 0, 183, 184,
		1, 0, 0, 0, 184, 186, 1, 0, 0, 0, 185, 183, 1, 0, 0, 0, 186, 251, 3, 24,
		12, 0, 187, 192, 5, 79, 0, 0, 188, 190, 3, 30, 15, 0, 189, 191, 5, 71,
		0, 0, 190, 189, 1, 0, 0, 0, 190, 191, 1, 0, 0, 0, 191, 193, 1, 0, 0, 0,
		192, 188, 1, 0, 0, 0, 192, 193, 1, 0, 0, 0, 193, 194, 1, 0, 0, 0, 194,
		196, 5, 80, 0, 0, 195, 197, 3, 52, 26, 0, 196, 195, 1, 0, 0, 0, 196, 197,
		1, 0, 0, 0, 197, 250, 1, 0, 0, 0, 198, 199, 5, 67, 0, 0, 199, 205, 7, 5,
		0, 0, 200, 202, 5, 79, 0, 0, 201, 203, 3, 30, 15, 0, 202, 201, 1, 0, 0,
		0, 202, 203, 1, 0, 0, 0, 203, 204, 1, 0, 0, 0, 204, 206, 5, 80, 0, 0, 205,
		200, 1, 0, 0, 0, 205, 206, 1, 0, 0, 0, 206, 208, 1, 0, 0, 0, 207, 209,
		3, 52, 26, 0, 208, 207, 1, 0, 0, 0, 208, 209, 1, 0, 0, 0, 209, 250, 1,
		0, 0, 0, 210, 211, 5, 75, 0, 0, 211, 213, 3, 34, 17, 0, 212, 214, 5, 71,
		0, 0, 213, 212, 1, 0, 0, 0, 213, 214, 1, 0, 0, 0, 214, 215, 1, 0, 0, 0,
		215, 216, 5, 76, 0, 0, 216, 250, 1, 0, 0, 0, 217, 219, 5, 40, 0, 0, 218,
		220, 3, 22, 11, 0, 219, 218, 1, 0, 0, 0, 219, 220, 1, 0, 0, 0, 220, 221,
		1, 0, 0, 0, 221, 228, 5, 41, 0, 0, 222, 224, 5, 38, 0, 0, 223, 225, 3,
		22, 11, 0, 224, 223, 1, 0, 0, 0, 224, 225, 1, 0, 0, 0, 225, 226, 1, 0,
		0, 0, 226, 228, 5, 39, 0, 0, 227, 217, 1, 0, 0, 0, 227, 222, 1, 0, 0, 0,
		228, 237, 1, 0, 0, 0, 229, 234, 5, 77, 0, 0, 230, 232, 3, 18, 9, 0, 231,
		233, 5, 71, 0, 0, 232, 231, 1, 0, 0, 0, 232, 233, 1, 0, 0, 0, 233, 235,
		1, 0, 0, 0, 234, 230, 1, 0, 0, 0, 234, 235, 1, 0, 0, 0, 235, 236, 1, 0,
		0, 0, 236, 238, 5, 78, 0, 0, 237, 229, 1, 0, 0, 0, 237, 238, 1, 0, 0, 0,
		238, 250, 1, 0, 0, 0, 239, 243, 7, 6, 0, 0, 240, 242, 7, 4, 0, 0, 241,
		240, 1, 0, 0, 0, 242, 245, 1, 0, 0, 0, 243, 241, 1, 0, 0, 0, 243, 244,
		1, 0, 0, 0, 244, 246, 1, 0, 0, 0, 245, 243, 1, 0, 0, 0, 246, 250, 3, 24,
		12, 0, 247, 248, 5, 73, 0, 0, 248, 250, 3, 48, 24, 0, 249, 187, 1, 0, 0,
		0, 249, 198, 1, 0, 0, 0, 249, 210, 1, 0, 0, 0, 249, 227, 1, 0, 0, 0, 249,
		239, 1, 0, 0, 0, 249, 247, 1, 0, 0, 0, 250, 253, 1, 0, 0, 0, 251, 249,
		1, 0, 0, 0, 251, 252, 1, 0, 0, 0, 252, 23, 1, 0, 0, 0, 253, 251, 1, 0,
		0, 0, 254, 416, 5, 91, 0, 0, 255, 256, 7, 7, 0, 0, 256, 257, 3, 8, 4, 0,
		257, 258, 5, 80, 0, 0, 258, 416, 1, 0, 0, 0, 259, 260, 5, 33, 0, 0, 260,
		416, 3, 26, 13, 0, 261, 262, 5, 17, 0, 0, 262, 263, 3, 22, 11, 0, 263,
		265, 5, 77, 0, 0, 264, 266, 3, 54, 27, 0, 265, 264, 1, 0, 0, 0, 266, 267,
		1, 0, 0, 0, 267, 265, 1, 0, 0, 0, 267, 268, 1, 0, 0, 0, 268, 269, 1, 0,
		0, 0, 269, 270, 5, 78, 0, 0, 270, 416, 1, 0, 0, 0, 271, 272, 5, 25, 0,
		0, 272, 273, 3, 22, 11, 0, 273, 275, 5, 77, 0, 0, 274, 276, 3, 6, 3, 0,
		275, 274, 1, 0, 0, 0, 275, 276, 1, 0, 0, 0, 276, 277, 1, 0, 0, 0, 277,
		288, 5, 78, 0, 0, 278, 279, 5, 22, 0, 0, 279, 280, 3, 22, 11, 0, 280, 282,
		5, 77, 0, 0, 281, 283, 3, 6, 3, 0, 282, 281, 1, 0, 0, 0, 282, 283, 1, 0,
		0, 0, 283, 284, 1, 0, 0, 0, 284, 285, 5, 78, 0, 0, 285, 287, 1, 0, 0, 0,
		286, 278, 1, 0, 0, 0, 287, 290, 1, 0, 0, 0, 288, 286, 1, 0, 0, 0, 288,
		289, 1, 0, 0, 0, 289, 297, 1, 0, 0, 0, 290, 288, 1, 0, 0, 0, 291, 292,
		5, 21, 0, 0, 292, 294, 5, 77, 0, 0, 293, 295, 3, 6, 3, 0, 294, 293, 1,
		0, 0, 0, 294, 295, 1, 0, 0, 0, 295, 296, 1, 0, 0, 0, 296, 298, 5, 78, 0,
		0, 297, 291, 1, 0, 0, 0, 297, 298, 1, 0, 0, 0, 298, 416, 1, 0, 0, 0, 299,
		300, 5, 35, 0, 0, 300, 301, 3, 22, 11, 0, 301, 303, 5, 77, 0, 0, 302, 304,
		3, 6, 3, 0, 303, 302, 1, 0, 0, 0, 303, 304, 1, 0, 0, 0, 304, 305, 1, 0,
		0, 0, 305, 312, 5, 78, 0, 0, 306, 307, 5, 21, 0, 0, 307, 309, 5, 77, 0,
		0, 308, 310, 3, 6, 3, 0, 309, 308, 1, 0, 0, 0, 309, 310, 1, 0, 0, 0, 310,
		311, 1, 0, 0, 0, 311, 313, 5, 78, 0, 0, 312, 306, 1, 0, 0, 0, 312, 313,
		1, 0, 0, 0, 313, 416, 1, 0, 0, 0, 314, 315, 5, 20, 0, 0, 315, 317, 3, 60,
		30, 0, 316, 318, 3, 62, 31, 0, 317, 316, 1, 0, 0, 0, 317, 318, 1, 0, 0,
		0, 318, 319, 1, 0, 0, 0, 319, 321, 5, 77, 0, 0, 320, 322, 3, 6, 3, 0, 321,
		320, 1, 0, 0, 0, 321, 322, 1, 0, 0, 0, 322, 323, 1, 0, 0, 0, 323, 324,
		5, 78, 0, 0, 324, 416, 1, 0, 0, 0, 325, 326, 5, 18, 0, 0, 326, 328, 3,
		60, 30, 0, 327, 329, 3, 62, 31, 0, 328, 327, 1, 0, 0, 0, 328, 329, 1, 0,
		0, 0, 329, 335, 1, 0, 0, 0, 330, 333, 5, 27, 0, 0, 331, 334, 3, 60, 30,
		0, 332, 334, 5, 19, 0, 0, 333, 331, 1, 0, 0, 0, 333, 332, 1, 0, 0, 0, 334,
		336, 1, 0, 0, 0, 335, 330, 1, 0, 0, 0, 335, 336, 1, 0, 0, 0, 336, 337,
		1, 0, 0, 0, 337, 339, 5, 77, 0, 0, 338, 340, 3, 6, 3, 0, 339, 338, 1, 0,
		0, 0, 339, 340, 1, 0, 0, 0, 340, 341, 1, 0, 0, 0, 341, 342, 5, 78, 0, 0,
		342, 416, 1, 0, 0, 0, 343, 344, 5, 28, 0, 0, 344, 349, 3, 56, 28, 0, 345,
		346, 5, 71, 0, 0, 346, 348, 3, 56, 28, 0, 347, 345, 1, 0, 0, 0, 348, 351,
		1, 0, 0, 0, 349, 347, 1, 0, 0, 0, 349, 350, 1, 0, 0, 0, 350, 353, 1, 0,
		0, 0, 351, 349, 1, 0, 0, 0, 352, 354, 5, 71, 0, 0, 353, 352, 1, 0, 0, 0,
		353, 354, 1, 0, 0, 0, 354, 357, 1, 0, 0, 0, 355, 356, 5, 27, 0, 0, 356,
		358, 3, 56, 28, 0, 357, 355, 1, 0, 0, 0, 357, 358, 1, 0, 0, 0, 358, 359,
		1, 0, 0, 0, 359, 361, 5, 77, 0, 0, 360, 362, 3, 6, 3, 0, 361, 360, 1, 0,
		0, 0, 361, 362, 1, 0, 0, 0, 362, 363, 1, 0, 0, 0, 363, 364, 5, 78, 0, 0,
		364, 416, 1, 0, 0, 0, 365, 366, 5, 24, 0, 0, 366, 368, 3, 60, 30, 0, 367,
		369, 3, 62, 31, 0, 368, 367, 1, 0, 0, 0, 368, 369, 1, 0, 0, 0, 369, 371,
		1, 0, 0, 0, 370, 372, 3, 58, 29, 0, 371, 370, 1, 0, 0, 0, 371, 372, 1,
		0, 0, 0, 372, 373, 1, 0, 0, 0, 373, 375, 5, 77, 0, 0, 374, 376, 3, 6, 3,
		0, 375, 374, 1, 0, 0, 0, 375, 376, 1, 0, 0, 0, 376, 377, 1, 0, 0, 0, 377,
		378, 5, 78, 0, 0, 378, 416, 1, 0, 0, 0, 379, 416, 7, 8, 0, 0, 380, 385,
		7, 9, 0, 0, 381, 383, 3, 38, 19, 0, 382, 384, 5, 71, 0, 0, 383, 382, 1,
		0, 0, 0, 383, 384, 1, 0, 0, 0, 384, 386, 1, 0, 0, 0, 385, 381, 1, 0, 0,
		0, 385, 386, 1, 0, 0, 0, 386, 387, 1, 0, 0, 0, 387, 416, 5, 76, 0, 0, 388,
		416, 3, 42, 21, 0, 389, 416, 5, 85, 0, 0, 390, 416, 5, 5, 0, 0, 391, 416,
		5, 4, 0, 0, 392, 416, 3, 68, 34, 0, 393, 396, 5, 9, 0, 0, 394, 397, 5,
		5, 0, 0, 395, 397, 3, 68, 34, 0, 396, 394, 1, 0, 0, 0, 396, 395, 1, 0,
		0, 0, 397, 416, 1, 0, 0, 0, 398, 416, 5, 88, 0, 0, 399, 416, 5, 90, 0,
		0, 400, 416, 7, 10, 0, 0, 401, 416, 5, 19, 0, 0, 402, 416, 5, 34, 0, 0,
		403, 416, 5, 89, 0, 0, 404, 416, 5, 11, 0, 0, 405, 412, 5, 12, 0, 0, 406,
		413, 3, 22, 11, 0, 407, 409, 5, 77, 0, 0, 408, 410, 3, 6, 3, 0, 409, 408,
		1, 0, 0, 0, 409, 410, 1, 0, 0, 0, 410, 411, 1, 0, 0, 0, 411, 413, 5, 78,
		0, 0, 412, 406, 1, 0, 0, 0, 412, 407, 1, 0, 0, 0, 413, 414, 1, 0, 0, 0,
		414, 416, 7, 11, 0, 0, 415, 254, 1, 0, 0, 0, 415, 255, 1, 0, 0, 0, 415,
		259, 1, 0, 0, 0, 415, 261, 1, 0, 0, 0, 415, 271, 1, 0, 0, 0, 415, 299,
		1, 0, 0, 0, 415, 314, 1, 0, 0, 0, 415, 325, 1, 0, 0, 0, 415, 343, 1, 0,
		0, 0, 415, 365, 1, 0, 0, 0, 415, 379, 1, 0, 0, 0, 415, 380, 1, 0, 0, 0,
		415, 388, 1, 0, 0, 0, 415, 389, 1, 0, 0, 0, 415, 390, 1, 0, 0, 0, 415,
		391, 1, 0, 0, 0, 415, 392, 1, 0, 0, 0, 415, 393, 1, 0, 0, 0, 415, 398,
		1, 0, 0, 0, 415, 399, 1, 0, 0, 0, 415, 400, 1, 0, 0, 0, 415, 401, 1, 0,
		0, 0, 415, 402, 1, 0, 0, 0, 415, 403, 1, 0, 0, 0, 415, 404, 1, 0, 0, 0,
		415, 405, 1, 0, 0, 0, 416, 25, 1, 0, 0, 0, 417, 422, 5, 79, 0, 0, 418,
		420, 3, 30, 15, 0, 419, 421, 5, 71, 0, 0, 420, 419, 1, 0, 0, 0, 420, 421,
		1, 0, 0, 0, 421, 423, 1, 0, 0, 0, 422, 418, 1, 0, 0, 0, 422, 423, 1, 0,
		0, 0, 423, 424, 1, 0, 0, 0, 424, 426, 5, 80, 0, 0, 425, 427, 3, 52, 26,
		0, 426, 425, 1, 0, 0, 0, 426, 427, 1, 0, 0, 0, 427, 448, 1, 0, 0, 0, 428,
		433, 5, 88, 0, 0, 429, 430, 5, 75, 0, 0, 430, 431, 3, 34, 17, 0, 431, 432,
		5, 76, 0, 0, 432, 434, 1, 0, 0, 0, 433, 429, 1, 0, 0, 0, 433, 434, 1, 0,
		0, 0, 434, 435, 1, 0, 0, 0, 435, 436, 5, 59, 0, 0, 436, 448, 3, 28, 14,
		0, 437, 440, 5, 88, 0, 0, 438, 439, 5, 27, 0, 0, 439, 441, 5, 88, 0, 0,
		440, 438, 1, 0, 0, 0, 440, 441, 1, 0, 0, 0, 441, 442, 1, 0, 0, 0, 442,
		444, 5, 77, 0, 0, 443, 445, 3, 6, 3, 0, 444, 443, 1, 0, 0, 0, 444, 445,
		1, 0, 0, 0, 445, 446, 1, 0, 0, 0, 446, 448, 5, 78, 0, 0, 447, 417, 1, 0,
		0, 0, 447, 428, 1, 0, 0, 0, 447, 437, 1, 0, 0, 0, 448, 27, 1, 0, 0, 0,
		449, 458, 5, 88, 0, 0, 450, 459, 3, 42, 21, 0, 451, 452, 5, 75, 0, 0, 452,
		454, 3, 34, 17, 0, 453, 455, 5, 71, 0, 0, 454, 453, 1, 0, 0, 0, 454, 455,
		1, 0, 0, 0, 455, 456, 1, 0, 0, 0, 456, 457, 5, 76, 0, 0, 457, 459, 1, 0,
		0, 0, 458, 450, 1, 0, 0, 0, 458, 451, 1, 0, 0, 0, 458, 459, 1, 0, 0, 0,
		459, 470, 1, 0, 0, 0, 460, 470, 3, 42, 21, 0, 461, 466, 7, 9, 0, 0, 462,
		464, 3, 38, 19, 0, 463, 465, 5, 71, 0, 0, 464, 463, 1, 0, 0, 0, 464, 465,
		1, 0, 0, 0, 465, 467, 1, 0, 0, 0, 466, 462, 1, 0, 0, 0, 466, 467, 1, 0,
		0, 0, 467, 468, 1, 0, 0, 0, 468, 470, 5, 76, 0, 0, 469, 449, 1, 0, 0, 0,
		469, 460, 1, 0, 0, 0, 469, 461, 1, 0, 0, 0, 470, 29, 1, 0, 0, 0, 471, 476,
		3, 32, 16, 0, 472, 473, 5, 71, 0, 0, 473, 475, 3, 32, 16, 0, 474, 472,
		1, 0, 0, 0, 475, 478, 1, 0, 0, 0, 476, 474, 1, 0, 0, 0, 476, 477, 1, 0,
		0, 0, 477, 31, 1, 0, 0, 0, 478, 476, 1, 0, 0, 0, 479, 482, 3, 8, 4, 0,
		480, 481, 5, 46, 0, 0, 481, 483, 3, 46, 23, 0, 482, 480, 1, 0, 0, 0, 482,
		483, 1, 0, 0, 0, 483, 488, 1, 0, 0, 0, 484, 485, 7, 12, 0, 0, 485, 486,
		5, 46, 0, 0, 486, 488, 3, 46, 23, 0, 487, 479, 1, 0, 0, 0, 487, 484, 1,
		0, 0, 0, 488, 33, 1, 0, 0, 0, 489, 494, 3, 36, 18, 0, 490, 491, 5, 71,
		0, 0, 491, 493, 3, 36, 18, 0, 492, 490, 1, 0, 0, 0, 493, 496, 1, 0, 0,
		0, 494, 492, 1, 0, 0, 0, 494, 495, 1, 0, 0, 0, 495, 35, 1, 0, 0, 0, 496,
		494, 1, 0, 0, 0, 497, 500, 3, 8, 4, 0, 498, 499, 5, 46, 0, 0, 499, 501,
		3, 46, 23, 0, 500, 498, 1, 0, 0, 0, 500, 501, 1, 0, 0, 0, 501, 506, 1,
		0, 0, 0, 502, 503, 7, 12, 0, 0, 503, 504, 5, 46, 0, 0, 504, 506, 3, 46,
		23, 0, 505, 497, 1, 0, 0, 0, 505, 502, 1, 0, 0, 0, 506, 37, 1, 0, 0, 0,
		507, 512, 3, 40, 20, 0, 508, 509, 5, 71, 0, 0, 509, 511, 3, 40, 20, 0,
		510, 508, 1, 0, 0, 0, 511, 514, 1, 0, 0, 0, 512, 510, 1, 0, 0, 0, 512,
		513, 1, 0, 0, 0, 513, 39, 1, 0, 0, 0, 514, 512, 1, 0, 0, 0, 515, 518, 3,
		8, 4, 0, 516, 517, 5, 46, 0, 0, 517, 519, 3, 46, 23, 0, 518, 516, 1, 0,
		0, 0, 518, 519, 1, 0, 0, 0, 519, 526, 1, 0, 0, 0, 520, 523, 7, 12, 0, 0,
		521, 522, 5, 46, 0, 0, 522, 524, 3, 46, 23, 0, 523, 521, 1, 0, 0, 0, 523,
		524, 1, 0, 0, 0, 524, 526, 1, 0, 0, 0, 525, 515, 1, 0, 0, 0, 525, 520,
		1, 0, 0, 0, 526, 41, 1, 0, 0, 0, 527, 539, 5, 77, 0, 0, 528, 533, 3, 44,
		22, 0, 529, 530, 5, 71, 0, 0, 530, 532, 3, 44, 22, 0, 531, 529, 1, 0, 0,
		0, 532, 535, 1, 0, 0, 0, 533, 531, 1, 0, 0, 0, 533, 534, 1, 0, 0, 0, 534,
		537, 1, 0, 0, 0, 535, 533, 1, 0, 0, 0, 536, 538, 5, 71, 0, 0, 537, 536,
		1, 0, 0, 0, 537, 538, 1, 0, 0, 0, 538, 540, 1, 0, 0, 0, 539, 528, 1, 0,
		0, 0, 539, 540, 1, 0, 0, 0, 540, 541, 1, 0, 0, 0, 541, 542, 5, 78, 0, 0,
		542, 43, 1, 0, 0, 0, 543, 544, 3, 46, 23, 0, 544, 545, 5, 46, 0, 0, 545,
		546, 3, 46, 23, 0, 546, 45, 1, 0, 0, 0, 547, 551, 3, 8, 4, 0, 548, 551,
		5, 33, 0, 0, 549, 551, 5, 24, 0, 0, 550, 547, 1, 0, 0, 0, 550, 548, 1,
		0, 0, 0, 550, 549, 1, 0, 0, 0, 551, 47, 1, 0, 0, 0, 552, 568, 3, 50, 25,
		0, 553, 554, 5, 3, 0, 0, 554, 559, 3, 50, 25, 0, 555, 556, 5, 71, 0, 0,
		556, 558, 3, 50, 25, 0, 557, 555, 1, 0, 0, 0, 558, 561, 1, 0, 0, 0, 559,
		557, 1, 0, 0, 0, 559, 560, 1, 0, 0, 0, 560, 563, 1, 0, 0, 0, 561, 559,
		1, 0, 0, 0, 562, 564, 5, 71, 0, 0, 563, 562, 1, 0, 0, 0, 563, 564, 1, 0,
		0, 0, 564, 565, 1, 0, 0, 0, 565, 566, 5, 78, 0, 0, 566, 568, 1, 0, 0, 0,
		567, 552, 1, 0, 0, 0, 567, 553, 1, 0, 0, 0, 568, 49, 1, 0, 0, 0, 569, 570,
		3, 22, 11, 0, 570, 571, 5, 46, 0, 0, 571, 572, 3, 22, 11, 0, 572, 51, 1,
		0, 0, 0, 573, 578, 5, 68, 0, 0, 574, 576, 3, 64, 32, 0, 575, 577, 5, 71,
		0, 0, 576, 575, 1, 0, 0, 0, 576, 577, 1, 0, 0, 0, 577, 579, 1, 0, 0, 0,
		578, 574, 1, 0, 0, 0, 578, 579, 1, 0, 0, 0, 579, 580, 1, 0, 0, 0, 580,
		582, 5, 68, 0, 0, 581, 583, 3, 58, 29, 0, 582, 581, 1, 0, 0, 0, 582, 583,
		1, 0, 0, 0, 583, 584, 1, 0, 0, 0, 584, 586, 5, 77, 0, 0, 585, 587, 3, 6,
		3, 0, 586, 585, 1, 0, 0, 0, 586, 587, 1, 0, 0, 0, 587, 588, 1, 0, 0, 0,
		588, 589, 5, 78, 0, 0, 589, 53, 1, 0, 0, 0, 590, 595, 3, 22, 11, 0, 591,
		592, 5, 71, 0, 0, 592, 594, 3, 22, 11, 0, 593, 591, 1, 0, 0, 0, 594, 597,
		1, 0, 0, 0, 595, 593, 1, 0, 0, 0, 595, 596, 1, 0, 0, 0, 596, 598, 1, 0,
		0, 0, 597, 595, 1, 0, 0, 0, 598, 599, 5, 70, 0, 0, 599, 601, 5, 77, 0,
		0, 600, 602, 3, 6, 3, 0, 601, 600, 1, 0, 0, 0, 601, 602, 1, 0, 0, 0, 602,
		603, 1, 0, 0, 0, 603, 604, 5, 78, 0, 0, 604, 55, 1, 0, 0, 0, 605, 610,
		7, 13, 0, 0, 606, 607, 5, 67, 0, 0, 607, 609, 7, 13, 0, 0, 608, 606, 1,
		0, 0, 0, 609, 612, 1, 0, 0, 0, 610, 608, 1, 0, 0, 0, 610, 611, 1, 0, 0,
		0, 611, 624, 1, 0, 0, 0, 612, 610, 1, 0, 0, 0, 613, 624, 5, 5, 0, 0, 614,
		624, 5, 4, 0, 0, 615, 624, 3, 68, 34, 0, 616, 619, 5, 9, 0, 0, 617, 620,
		5, 5, 0, 0, 618, 620, 3, 68, 34, 0, 619, 617, 1, 0, 0, 0, 619, 618, 1,
		0, 0, 0, 620, 624, 1, 0, 0, 0, 621, 624, 5, 19, 0, 0, 622, 624, 5, 85,
		0, 0, 623, 605, 1, 0, 0, 0, 623, 613, 1, 0, 0, 0, 623, 614, 1, 0, 0, 0,
		623, 615, 1, 0, 0, 0, 623, 616, 1, 0, 0, 0, 623, 621, 1, 0, 0, 0, 623,
		622, 1, 0, 0, 0, 624, 57, 1, 0, 0, 0, 625, 626, 5, 57, 0, 0, 626, 631,
		5, 88, 0, 0, 627, 628, 5, 75, 0, 0, 628, 629, 3, 34, 17, 0, 629, 630, 5,
		76, 0, 0, 630, 632, 1, 0, 0, 0, 631, 627, 1, 0, 0, 0, 631, 632, 1, 0, 0,
		0, 632, 59, 1, 0, 0, 0, 633, 634, 7, 14, 0, 0, 634, 61, 1, 0, 0, 0, 635,
		640, 7, 7, 0, 0, 636, 638, 3, 64, 32, 0, 637, 639, 5, 71, 0, 0, 638, 637,
		1, 0, 0, 0, 638, 639, 1, 0, 0, 0, 639, 641, 1, 0, 0, 0, 640, 636, 1, 0,
		0, 0, 640, 641, 1, 0, 0, 0, 641, 642, 1, 0, 0, 0, 642, 643, 5, 80, 0, 0,
		643, 63, 1, 0, 0, 0, 644, 649, 3, 66, 33, 0, 645, 646, 5, 71, 0, 0, 646,
		648, 3, 66, 33, 0, 647, 645, 1, 0, 0, 0, 648, 651, 1, 0, 0, 0, 649, 647,
		1, 0, 0, 0, 649, 650, 1, 0, 0, 0, 650, 65, 1, 0, 0, 0, 651, 649, 1, 0,
		0, 0, 652, 657, 5, 88, 0, 0, 653, 654, 5, 75, 0, 0, 654, 655, 3, 34, 17,
		0, 655, 656, 5, 76, 0, 0, 656, 658, 1, 0, 0, 0, 657, 653, 1, 0, 0, 0, 657,
		658, 1, 0, 0, 0, 658, 660, 1, 0, 0, 0, 659, 652, 1, 0, 0, 0, 659, 660,
		1, 0, 0, 0, 660, 662, 1, 0, 0, 0, 661, 663, 5, 64, 0, 0, 662, 661, 1, 0,
		0, 0, 662, 663, 1, 0, 0, 0, 663, 664, 1, 0, 0, 0, 664, 667, 5, 91, 0, 0,
		665, 666, 5, 59, 0, 0, 666, 668, 3, 22, 11, 0, 667, 665, 1, 0, 0, 0, 667,
		668, 1, 0, 0, 0, 668, 67, 1, 0, 0, 0, 669, 670, 5, 6, 0, 0, 670, 675, 3,
		8, 4, 0, 671, 672, 5, 7, 0, 0, 672, 674, 3, 8, 4, 0, 673, 671, 1, 0, 0,
		0, 674, 677, 1, 0, 0, 0, 675, 673, 1, 0, 0, 0, 675, 676, 1, 0, 0, 0, 676,
		678, 1, 0, 0, 0, 677, 675, 1, 0, 0, 0, 678, 679, 5, 8, 0, 0, 679, 69, 1,
		0, 0, 0, 113, 71, 77, 80, 87, 89, 97, 100, 102, 110, 116, 125, 133, 139,
		141, 143, 150, 154, 160, 162, 169, 178, 183, 190, 192, 196, 202, 205, 208,
		213, 219, 224, 227, 232, 234, 237, 243, 249, 251, 267, 275, 282, 288, 294,
		297, 303, 309, 312, 317, 321, 328, 333, 335, 339, 349, 353, 357, 361, 368,
		371, 375, 383, 385, 396, 409, 412, 415, 420, 422, 426, 433, 440, 444, 447,
		454, 458, 464, 466, 469, 476, 482, 487, 494, 500, 505, 512, 518, 523, 525,
		533, 537, 539, 550, 559, 563, 567, 576, 578, 582, 586, 595, 601, 610, 619,
		623, 631, 638, 640, 649, 657, 659, 662, 667, 675,
	}
	deserializer := antlr.NewATNDeserializer(nil)
	staticData.atn = deserializer.Deserialize(staticData.serializedATN)
	atn := staticData.atn
	staticData.decisionToDFA = make([]*antlr.DFA, len(atn.DecisionToState))
	decisionToDFA := staticData.decisionToDFA
	for index, state := range atn.DecisionToState {
		decisionToDFA[index] = antlr.NewDFA(state, index)
	}
}

// PuppetParserInit initializes any static state used to implement PuppetParser. By default the
// static state used to implement the parser is lazily initialized during the first call to
// NewPuppetParser(). You can call this function if you wish to initialize the static state ahead
// of time.
func PuppetParserInit() {
	staticData := &PuppetParserParserStaticData
	staticData.once.Do(puppetparserParserInit)
}

// NewPuppetParser produces a new parser instance for the optional input antlr.TokenStream.
func NewPuppetParser(input antlr.TokenStream) *PuppetParser {
	PuppetParserInit()
	this := new(PuppetParser)
	this.BaseParser = antlr.NewBaseParser(input)
	staticData := &PuppetParserParserStaticData
	this.Interpreter = antlr.NewParserATNSimulator(this, staticData.atn, staticData.decisionToDFA, staticData.PredictionContextCache)
	this.RuleNames = staticData.RuleNames
	this.LiteralNames = staticData.LiteralNames
	this.SymbolicNames = staticData.SymbolicNames
	this.GrammarFileName = "PuppetParser.g4"

	return this
}

// PuppetParser tokens.
const (
	PuppetParserEOF           = antlr.TokenEOF
	PuppetParserLISTSTART     = 1
	PuppetParserWSLPAREN      = 2
	PuppetParserSELBRACE      = 3
	PuppetParserWORD          = 4
	PuppetParserSTRING        = 5
	PuppetParserDQPRE         = 6
	PuppetParserDQMID         = 7
	PuppetParserDQPOST        = 8
	PuppetParserHEREDOC       = 9
	PuppetParserSUBLOCATE     = 10
	PuppetParserRENDER_STRING = 11
	PuppetParserRENDER_EXPR   = 12
	PuppetParserEPP_START     = 13
	PuppetParserAND           = 14
	PuppetParserAPPLY         = 15
	PuppetParserATTR          = 16
	PuppetParserCASE          = 17
	PuppetParserCLASS         = 18
	PuppetParserDEFAULT       = 19
	PuppetParserDEFINE        = 20
	PuppetParserELSE          = 21
	PuppetParserELSIF         = 22
	PuppetParserFALSE         = 23
	PuppetParserFUNCTION      = 24
	PuppetParserIF            = 25
	PuppetParserIN            = 26
	PuppetParserINHERITS      = 27
	PuppetParserNODE          = 28
	PuppetParserOR            = 29
	PuppetParserPLAN          = 30
	PuppetParserPRIVATE       = 31
	PuppetParserTRUE          = 32
	PuppetParserTYPE          = 33
	PuppetParserUNDEF         = 34
	PuppetParserUNLESS        = 35
	PuppetParserEPP_END_TRIM  = 36
	PuppetParserEPP_END       = 37
	PuppetParserLLCOLLECT     = 38
	PuppetParserRRCOLLECT     = 39
	PuppetParserLCOLLECT      = 40
	PuppetParserRCOLLECT      = 41
	PuppetParserIN_EDGE       = 42
	PuppetParserIN_EDGE_SUB   = 43
	PuppetParserOUT_EDGE      = 44
	PuppetParserOUT_EDGE_SUB  = 45
	PuppetParserFARROW        = 46
	PuppetParserPARROW        = 47
	PuppetParserAPPENDS       = 48
	PuppetParserDELETES       = 49
	PuppetParserISEQUAL       = 50
	PuppetParserNOTEQUAL      = 51
	PuppetParserMATCH         = 52
	PuppetParserNOMATCH       = 53
	PuppetParserGREATEREQUAL  = 54
	PuppetParserLESSEQUAL     = 55
	PuppetParserLSHIFT        = 56
	PuppetParserRSHIFT        = 57
	PuppetParserATAT          = 58
	PuppetParserEQUALS        = 59
	PuppetParserGREATERTHAN   = 60
	PuppetParserLESSTHAN      = 61
	PuppetParserPLUS          = 62
	PuppetParserMINUS         = 63
	PuppetParserTIMES         = 64
	PuppetParserMODULO        = 65
	PuppetParserNOT           = 66
	PuppetParserDOT           = 67
	PuppetParserPIPE          = 68
	PuppetParserAT            = 69
	PuppetParserCOLON         = 70
	PuppetParserCOMMA         = 71
	PuppetParserSEMIC         = 72
	PuppetParserQMARK         = 73
	PuppetParserTILDE         = 74
	PuppetParserLBRACK        = 75
	PuppetParserRBRACK        = 76
	PuppetParserLBRACE        = 77
	PuppetParserRBRACE        = 78
	PuppetParserLPAREN        = 79
	PuppetParserRPAREN        = 80
	PuppetParserMLCOMMENT     = 81
	PuppetParserCOMMENT       = 82
	PuppetParserNL            = 83
	PuppetParserWS            = 84
	PuppetParserREGEX         = 85
	PuppetParserDIV           = 86
	PuppetParserHEREDOC_OPEN  = 87
	PuppetParserCLASSREF      = 88
	PuppetParserNAME          = 89
	PuppetParserNUMBER        = 90
	PuppetParserVARIABLE      = 91
	PuppetParserSQ_STRING     = 92
	PuppetParserDQ_START      = 93
	PuppetParserOTHER         = 94
	PuppetParserDQ_END        = 95
	PuppetParserDQ_VAR        = 96
	PuppetParserDQ_EXPR       = 97
	PuppetParserDQ_TEXT       = 98
	PuppetParserDQ_DOLLAR     = 99
	PuppetParserDQ_BSLASH     = 100
)

// PuppetParser rules.
const (
	PuppetParserRULE_manifest            = 0
	PuppetParserRULE_eppTemplate         = 1
	PuppetParserRULE_eppParameters       = 2
	PuppetParserRULE_statements          = 3
	PuppetParserRULE_assignment          = 4
	PuppetParserRULE_resource            = 5
	PuppetParserRULE_resourceContent     = 6
	PuppetParserRULE_resourceBodies      = 7
	PuppetParserRULE_resourceBody        = 8
	PuppetParserRULE_attributeOperations = 9
	PuppetParserRULE_attributeOperation  = 10
	PuppetParserRULE_expression          = 11
	PuppetParserRULE_primary             = 12
	PuppetParserRULE_typeRest            = 13
	PuppetParserRULE_typeAliasValue      = 14
	PuppetParserRULE_arguments           = 15
	PuppetParserRULE_argument            = 16
	PuppetParserRULE_accessArgs          = 17
	PuppetParserRULE_accessArg           = 18
	PuppetParserRULE_collectionEntries   = 19
	PuppetParserRULE_collectionEntry     = 20
	PuppetParserRULE_hash                = 21
	PuppetParserRULE_hashPair            = 22
	PuppetParserRULE_hashKey             = 23
	PuppetParserRULE_selectorEntries     = 24
	PuppetParserRULE_selectorEntry       = 25
	PuppetParserRULE_lambda              = 26
	PuppetParserRULE_caseOption          = 27
	PuppetParserRULE_hostname            = 28
	PuppetParserRULE_returnType          = 29
	PuppetParserRULE_className           = 30
	PuppetParserRULE_parameterList       = 31
	PuppetParserRULE_parameters          = 32
	PuppetParserRULE_parameter           = 33
	PuppetParserRULE_dqString            = 34
)

// IManifestContext is an interface to support dynamic dispatch.
type IManifestContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	EOF() antlr.TerminalNode
	Statements() IStatementsContext

	// IsManifestContext differentiates from other interfaces.
	IsManifestContext()
}

type ManifestContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyManifestContext() *ManifestContext {
	var p = new(ManifestContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_manifest
	return p
}

func InitEmptyManifestContext(p *ManifestContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_manifest
}

func (*ManifestContext) IsManifestContext() {}

func NewManifestContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ManifestContext {
	var p = new(ManifestContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_manifest

	return p
}

func (s *ManifestContext) GetParser() antlr.Parser { return s.parser }

func (s *ManifestContext) EOF() antlr.TerminalNode {
	return s.GetToken(PuppetParserEOF, 0)
}

func (s *ManifestContext) Statements() IStatementsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementsContext)
}

func (s *ManifestContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ManifestContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) Manifest() (localctx IManifestContext) {
	localctx = NewManifestContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 0, PuppetParserRULE_manifest)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(71)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
		{
			p.SetState(70)
			p.Statements()
		}

	}
	{
		p.SetState(73)
		p.Match(PuppetParserEOF)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IEppTemplateContext is an interface to support dynamic dispatch.
type IEppTemplateContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	EPP_START() antlr.TerminalNode
	EOF() antlr.TerminalNode
	EppParameters() IEppParametersContext
	Statements() IStatementsContext

	// IsEppTemplateContext differentiates from other interfaces.
	IsEppTemplateContext()
}

type EppTemplateContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyEppTemplateContext() *EppTemplateContext {
	var p = new(EppTemplateContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_eppTemplate
	return p
}

func InitEmptyEppTemplateContext(p *EppTemplateContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_eppTemplate
}

func (*EppTemplateContext) IsEppTemplateContext() {}

func NewEppTemplateContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *EppTemplateContext {
	var p = new(EppTemplateContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_eppTemplate

	return p
}

func (s *EppTemplateContext) GetParser() antlr.Parser { return s.parser }

func (s *EppTemplateContext) EPP_START() antlr.TerminalNode {
	return s.GetToken(PuppetParserEPP_START, 0)
}

func (s *EppTemplateContext) EOF() antlr.TerminalNode {
	return s.GetToken(PuppetParserEOF, 0)
}

func (s *EppTemplateContext) EppParameters() IEppParametersContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IEppParametersContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IEppParametersContext)
}

func (s *EppTemplateContext) Statements() IStatementsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementsContext)
}

func (s *EppTemplateContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EppTemplateContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) EppTemplate() (localctx IEppTemplateContext) {
	localctx = NewEppTemplateContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 2, PuppetParserRULE_eppTemplate)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(75)
		p.Match(PuppetParserEPP_START)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(77)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PuppetParserPIPE {
		{
			p.SetState(76)
			p.EppParameters()
		}

	}
	p.SetState(80)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
		{
			p.SetState(79)
			p.Statements()
		}

	}
	{
		p.SetState(82)
		p.Match(PuppetParserEOF)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IEppParametersContext is an interface to support dynamic dispatch.
type IEppParametersContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllPIPE() []antlr.TerminalNode
	PIPE(i int) antlr.TerminalNode
	Parameters() IParametersContext
	COMMA() antlr.TerminalNode

	// IsEppParametersContext differentiates from other interfaces.
	IsEppParametersContext()
}

type EppParametersContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyEppParametersContext() *EppParametersContext {
	var p = new(EppParametersContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_eppParameters
	return p
}

func InitEmptyEppParametersContext(p *EppParametersContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_eppParameters
}

func (*EppParametersContext) IsEppParametersContext() {}

func NewEppParametersContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *EppParametersContext {
	var p = new(EppParametersContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_eppParameters

	return p
}

func (s *EppParametersContext) GetParser() antlr.Parser { return s.parser }

func (s *EppParametersContext) AllPIPE() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserPIPE)
}

func (s *EppParametersContext) PIPE(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserPIPE, i)
}

func (s *EppParametersContext) Parameters() IParametersContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParametersContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParametersContext)
}

func (s *EppParametersContext) COMMA() antlr.TerminalNode {
	return s.GetToken(PuppetParserCOMMA, 0)
}

func (s *EppParametersContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EppParametersContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) EppParameters() (localctx IEppParametersContext) {
	localctx = NewEppParametersContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 4, PuppetParserRULE_eppParameters)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(84)
		p.Match(PuppetParserPIPE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(89)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if (int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&150994945) != 0 {
		{
			p.SetState(85)
			p.Parameters()
		}
		p.SetState(87)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserCOMMA {
			{
				p.SetState(86)
				p.Match(PuppetParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	}
	{
		p.SetState(91)
		p.Match(PuppetParserPIPE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IStatementsContext is an interface to support dynamic dispatch.
type IStatementsContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllAssignment() []IAssignmentContext
	Assignment(i int) IAssignmentContext
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode
	AllSEMIC() []antlr.TerminalNode
	SEMIC(i int) antlr.TerminalNode

	// IsStatementsContext differentiates from other interfaces.
	IsStatementsContext()
}

type StatementsContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyStatementsContext() *StatementsContext {
	var p = new(StatementsContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_statements
	return p
}

func InitEmptyStatementsContext(p *StatementsContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_statements
}

func (*StatementsContext) IsStatementsContext() {}

func NewStatementsContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *StatementsContext {
	var p = new(StatementsContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_statements

	return p
}

func (s *StatementsContext) GetParser() antlr.Parser { return s.parser }

func (s *StatementsContext) AllAssignment() []IAssignmentContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAssignmentContext); ok {
			len++
		}
	}

	tst := make([]IAssignmentContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAssignmentContext); ok {
			tst[i] = t.(IAssignmentContext)
			i++
		}
	}

	return tst
}

func (s *StatementsContext) Assignment(i int) IAssignmentContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAssignmentContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAssignmentContext)
}

func (s *StatementsContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserCOMMA)
}

func (s *StatementsContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserCOMMA, i)
}

func (s *StatementsContext) AllSEMIC() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserSEMIC)
}

func (s *StatementsContext) SEMIC(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserSEMIC, i)
}

func (s *StatementsContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StatementsContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) Statements() (localctx IStatementsContext) {
	localctx = NewStatementsContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 6, PuppetParserRULE_statements)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(93)
		p.Assignment()
	}
	p.SetState(102)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798821) != 0) {
		p.SetState(100)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case PuppetParserCOMMA:
			{
				p.SetState(94)
				p.Match(PuppetParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(95)
				p.Assignment()
			}

		case PuppetParserLISTSTART, PuppetParserWSLPAREN, PuppetParserWORD, PuppetParserSTRING, PuppetParserDQPRE, PuppetParserHEREDOC, PuppetParserRENDER_STRING, PuppetParserRENDER_EXPR, PuppetParserATTR, PuppetParserCASE, PuppetParserCLASS, PuppetParserDEFAULT, PuppetParserDEFINE, PuppetParserFALSE, PuppetParserFUNCTION, PuppetParserIF, PuppetParserNODE, PuppetParserPRIVATE, PuppetParserTRUE, PuppetParserTYPE, PuppetParserUNDEF, PuppetParserUNLESS, PuppetParserATAT, PuppetParserMINUS, PuppetParserTIMES, PuppetParserNOT, PuppetParserAT, PuppetParserSEMIC, PuppetParserLBRACK, PuppetParserLBRACE, PuppetParserLPAREN, PuppetParserREGEX, PuppetParserCLASSREF, PuppetParserNAME, PuppetParserNUMBER, PuppetParserVARIABLE:
			p.SetState(97)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == PuppetParserSEMIC {
				{
					p.SetState(96)
					p.Match(PuppetParserSEMIC)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}
			{
				p.SetState(99)
				p.Assignment()
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

		p.SetState(104)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IAssignmentContext is an interface to support dynamic dispatch.
type IAssignmentContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllResource() []IResourceContext
	Resource(i int) IResourceContext
	AllEQUALS() []antlr.TerminalNode
	EQUALS(i int) antlr.TerminalNode
	AllAPPENDS() []antlr.TerminalNode
	APPENDS(i int) antlr.TerminalNode
	AllDELETES() []antlr.TerminalNode
	DELETES(i int) antlr.TerminalNode
	AllIN_EDGE() []antlr.TerminalNode
	IN_EDGE(i int) antlr.TerminalNode
	AllIN_EDGE_SUB() []antlr.TerminalNode
	IN_EDGE_SUB(i int) antlr.TerminalNode
	AllOUT_EDGE() []antlr.TerminalNode
	OUT_EDGE(i int) antlr.TerminalNode
	AllOUT_EDGE_SUB() []antlr.TerminalNode
	OUT_EDGE_SUB(i int) antlr.TerminalNode

	// IsAssignmentContext differentiates from other interfaces.
	IsAssignmentContext()
}

type AssignmentContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyAssignmentContext() *AssignmentContext {
	var p = new(AssignmentContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_assignment
	return p
}

func InitEmptyAssignmentContext(p *AssignmentContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_assignment
}

func (*AssignmentContext) IsAssignmentContext() {}

func NewAssignmentContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AssignmentContext {
	var p = new(AssignmentContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_assignment

	return p
}

func (s *AssignmentContext) GetParser() antlr.Parser { return s.parser }

func (s *AssignmentContext) AllResource() []IResourceContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IResourceContext); ok {
			len++
		}
	}

	tst := make([]IResourceContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IResourceContext); ok {
			tst[i] = t.(IResourceContext)
			i++
		}
	}

	return tst
}

func (s *AssignmentContext) Resource(i int) IResourceContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IResourceContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IResourceContext)
}

func (s *AssignmentContext) AllEQUALS() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserEQUALS)
}

func (s *AssignmentContext) EQUALS(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserEQUALS, i)
}

func (s *AssignmentContext) AllAPPENDS() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserAPPENDS)
}

func (s *AssignmentContext) APPENDS(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserAPPENDS, i)
}

func (s *AssignmentContext) AllDELETES() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserDELETES)
}

func (s *AssignmentContext) DELETES(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserDELETES, i)
}

func (s *AssignmentContext) AllIN_EDGE() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserIN_EDGE)
}

func (s *AssignmentContext) IN_EDGE(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserIN_EDGE, i)
}

func (s *AssignmentContext) AllIN_EDGE_SUB() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserIN_EDGE_SUB)
}

func (s *AssignmentContext) IN_EDGE_SUB(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserIN_EDGE_SUB, i)
}

func (s *AssignmentContext) AllOUT_EDGE() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserOUT_EDGE)
}

func (s *AssignmentContext) OUT_EDGE(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserOUT_EDGE, i)
}

func (s *AssignmentContext) AllOUT_EDGE_SUB() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserOUT_EDGE_SUB)
}

func (s *AssignmentContext) OUT_EDGE_SUB(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserOUT_EDGE_SUB, i)
}

func (s *AssignmentContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AssignmentContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) Assignment() (localctx IAssignmentContext) {
	localctx = NewAssignmentContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 8, PuppetParserRULE_assignment)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(105)
		p.Resource()
	}
	p.SetState(110)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&577371147931222016) != 0 {
		{
			p.SetState(106)
			_la = p.GetTokenStream().LA(1)

			if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&577371147931222016) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(107)
			p.Resource()
		}

		p.SetState(112)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IResourceContext is an interface to support dynamic dispatch.
type IResourceContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	CLASS() antlr.TerminalNode
	AllLBRACE() []antlr.TerminalNode
	LBRACE(i int) antlr.TerminalNode
	ResourceBodies() IResourceBodiesContext
	AllRBRACE() []antlr.TerminalNode
	RBRACE(i int) antlr.TerminalNode
	Expression() IExpressionContext
	AllResourceContent() []IResourceContentContext
	ResourceContent(i int) IResourceContentContext
	AllAT() []antlr.TerminalNode
	AT(i int) antlr.TerminalNode
	AllATAT() []antlr.TerminalNode
	ATAT(i int) antlr.TerminalNode

	// IsResourceContext differentiates from other interfaces.
	IsResourceContext()
}

type ResourceContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyResourceContext() *ResourceContext {
	var p = new(ResourceContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_resource
	return p
}

func InitEmptyResourceContext(p *ResourceContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_resource
}

func (*ResourceContext) IsResourceContext() {}

func NewResourceContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ResourceContext {
	var p = new(ResourceContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_resource

	return p
}

func (s *ResourceContext) GetParser() antlr.Parser { return s.parser }

func (s *ResourceContext) CLASS() antlr.TerminalNode {
	return s.GetToken(PuppetParserCLASS, 0)
}

func (s *ResourceContext) AllLBRACE() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserLBRACE)
}

func (s *ResourceContext) LBRACE(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserLBRACE, i)
}

func (s *ResourceContext) ResourceBodies() IResourceBodiesContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IResourceBodiesContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IResourceBodiesContext)
}

func (s *ResourceContext) AllRBRACE() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserRBRACE)
}

func (s *ResourceContext) RBRACE(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserRBRACE, i)
}

func (s *ResourceContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *ResourceContext) AllResourceContent() []IResourceContentContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IResourceContentContext); ok {
			len++
		}
	}

	tst := make([]IResourceContentContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IResourceContentContext); ok {
			tst[i] = t.(IResourceContentContext)
			i++
		}
	}

	return tst
}

func (s *ResourceContext) ResourceContent(i int) IResourceContentContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IResourceContentContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IResourceContentContext)
}

func (s *ResourceContext) AllAT() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserAT)
}

func (s *ResourceContext) AT(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserAT, i)
}

func (s *ResourceContext) AllATAT() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserATAT)
}

func (s *ResourceContext) ATAT(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserATAT, i)
}

func (s *ResourceContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ResourceContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) Resource() (localctx IResourceContext) {
	localctx = NewResourceContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 10, PuppetParserRULE_resource)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(116)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == PuppetParserATAT || _la == PuppetParserAT {
		{
			p.SetState(113)
			_la = p.GetTokenStream().LA(1)

			if !(_la == PuppetParserATAT || _la == PuppetParserAT) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

		p.SetState(118)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	p.SetState(125)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.predict(10) {
	case 1:
		{
			p.SetState(119)
			p.Match(PuppetParserCLASS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(120)
			p.Match(PuppetParserLBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(121)
			p.ResourceBodies()
		}
		{
			p.SetState(122)
			p.Match(PuppetParserRBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		{
			p.SetState(124)
			p.Expression()
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}
	p.SetState(133)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.predict(11)
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(127)
				p.Match(PuppetParserLBRACE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(128)
				p.ResourceContent()
			}
			{
				p.SetState(129)
				p.Match(PuppetParserRBRACE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		p.SetState(135)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.predict(11)
		if p.HasError() {
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IResourceContentContext is an interface to support dynamic dispatch.
type IResourceContentContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	ResourceBodies() IResourceBodiesContext
	AttributeOperations() IAttributeOperationsContext
	COMMA() antlr.TerminalNode

	// IsResourceContentContext differentiates from other interfaces.
	IsResourceContentContext()
}

type ResourceContentContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyResourceContentContext() *ResourceContentContext {
	var p = new(ResourceContentContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_resourceContent
	return p
}

func InitEmptyResourceContentContext(p *ResourceContentContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_resourceContent
}

func (*ResourceContentContext) IsResourceContentContext() {}

func NewResourceContentContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ResourceContentContext {
	var p = new(ResourceContentContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_resourceContent

	return p
}

func (s *ResourceContentContext) GetParser() antlr.Parser { return s.parser }

func (s *ResourceContentContext) ResourceBodies() IResourceBodiesContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IResourceBodiesContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IResourceBodiesContext)
}

func (s *ResourceContentContext) AttributeOperations() IAttributeOperationsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeOperationsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttributeOperationsContext)
}

func (s *ResourceContentContext) COMMA() antlr.TerminalNode {
	return s.GetToken(PuppetParserCOMMA, 0)
}

func (s *ResourceContentContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ResourceContentContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) ResourceContent() (localctx IResourceContentContext) {
	localctx = NewResourceContentContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 12, PuppetParserRULE_resourceContent)
	var _la int

	p.SetState(143)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.predict(14) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(136)
			p.ResourceBodies()
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		p.SetState(141)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&64416104448) != 0) || _la == PuppetParserTIMES || _la == PuppetParserNAME {
			{
				p.SetState(137)
				p.AttributeOperations()
			}
			p.SetState(139)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == PuppetParserCOMMA {
				{
					p.SetState(138)
					p.Match(PuppetParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}

		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IResourceBodiesContext is an interface to support dynamic dispatch.
type IResourceBodiesContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllResourceBody() []IResourceBodyContext
	ResourceBody(i int) IResourceBodyContext
	AllSEMIC() []antlr.TerminalNode
	SEMIC(i int) antlr.TerminalNode

	// IsResourceBodiesContext differentiates from other interfaces.
	IsResourceBodiesContext()
}

type ResourceBodiesContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyResourceBodiesContext() *ResourceBodiesContext {
	var p = new(ResourceBodiesContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_resourceBodies
	return p
}

func InitEmptyResourceBodiesContext(p *ResourceBodiesContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_resourceBodies
}

func (*ResourceBodiesContext) IsResourceBodiesContext() {}

func NewResourceBodiesContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ResourceBodiesContext {
	var p = new(ResourceBodiesContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_resourceBodies

	return p
}

func (s *ResourceBodiesContext) GetParser() antlr.Parser { return s.parser }

func (s *ResourceBodiesContext) AllResourceBody() []IResourceBodyContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IResourceBodyContext); ok {
			len++
		}
	}

	tst := make([]IResourceBodyContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IResourceBodyContext); ok {
			tst[i] = t.(IResourceBodyContext)
			i++
		}
	}

	return tst
}

func (s *ResourceBodiesContext) ResourceBody(i int) IResourceBodyContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IResourceBodyContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IResourceBodyContext)
}

func (s *ResourceBodiesContext) AllSEMIC() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserSEMIC)
}

func (s *ResourceBodiesContext) SEMIC(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserSEMIC, i)
}

func (s *ResourceBodiesContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ResourceBodiesContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) ResourceBodies() (localctx IResourceBodiesContext) {
	localctx = NewResourceBodiesContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 14, PuppetParserRULE_resourceBodies)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(145)
		p.ResourceBody()
	}
	p.SetState(150)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.predict(15)
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(146)
				p.Match(PuppetParserSEMIC)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(147)
				p.ResourceBody()
			}

		}
		p.SetState(152)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.predict(15)
		if p.HasError() {
			goto errorExit
		}
	}
	p.SetState(154)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PuppetParserSEMIC {
		{
			p.SetState(153)
			p.Match(PuppetParserSEMIC)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IResourceBodyContext is an interface to support dynamic dispatch.
type IResourceBodyContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Expression() IExpressionContext
	COLON() antlr.TerminalNode
	AttributeOperations() IAttributeOperationsContext
	COMMA() antlr.TerminalNode

	// IsResourceBodyContext differentiates from other interfaces.
	IsResourceBodyContext()
}

type ResourceBodyContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyResourceBodyContext() *ResourceBodyContext {
	var p = new(ResourceBodyContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_resourceBody
	return p
}

func InitEmptyResourceBodyContext(p *ResourceBodyContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_resourceBody
}

func (*ResourceBodyContext) IsResourceBodyContext() {}

func NewResourceBodyContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ResourceBodyContext {
	var p = new(ResourceBodyContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_resourceBody

	return p
}

func (s *ResourceBodyContext) GetParser() antlr.Parser { return s.parser }

func (s *ResourceBodyContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *ResourceBodyContext) COLON() antlr.TerminalNode {
	return s.GetToken(PuppetParserCOLON, 0)
}

func (s *ResourceBodyContext) AttributeOperations() IAttributeOperationsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeOperationsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttributeOperationsContext)
}

func (s *ResourceBodyContext) COMMA() antlr.TerminalNode {
	return s.GetToken(PuppetParserCOMMA, 0)
}

func (s *ResourceBodyContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ResourceBodyContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) ResourceBody() (localctx IResourceBodyContext) {
	localctx = NewResourceBodyContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 16, PuppetParserRULE_resourceBody)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(156)
		p.Expression()
	}
	{
		p.SetState(157)
		p.Match(PuppetParserCOLON)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(162)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&64416104448) != 0) || _la == PuppetParserTIMES || _la == PuppetParserNAME {
		{
			p.SetState(158)
			p.AttributeOperations()
		}
		p.SetState(160)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserCOMMA {
			{
				p.SetState(159)
				p.Match(PuppetParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IAttributeOperationsContext is an interface to support dynamic dispatch.
type IAttributeOperationsContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllAttributeOperation() []IAttributeOperationContext
	AttributeOperation(i int) IAttributeOperationContext
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode

	// IsAttributeOperationsContext differentiates from other interfaces.
	IsAttributeOperationsContext()
}

type AttributeOperationsContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyAttributeOperationsContext() *AttributeOperationsContext {
	var p = new(AttributeOperationsContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_attributeOperations
	return p
}

func InitEmptyAttributeOperationsContext(p *AttributeOperationsContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_attributeOperations
}

func (*AttributeOperationsContext) IsAttributeOperationsContext() {}

func NewAttributeOperationsContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AttributeOperationsContext {
	var p = new(AttributeOperationsContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_attributeOperations

	return p
}

func (s *AttributeOperationsContext) GetParser() antlr.Parser { return s.parser }

func (s *AttributeOperationsContext) AllAttributeOperation() []IAttributeOperationContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeOperationContext); ok {
			len++
		}
	}

	tst := make([]IAttributeOperationContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeOperationContext); ok {
			tst[i] = t.(IAttributeOperationContext)
			i++
		}
	}

	return tst
}

func (s *AttributeOperationsContext) AttributeOperation(i int) IAttributeOperationContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeOperationContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttributeOperationContext)
}

func (s *AttributeOperationsContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserCOMMA)
}

func (s *AttributeOperationsContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserCOMMA, i)
}

func (s *AttributeOperationsContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AttributeOperationsContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) AttributeOperations() (localctx IAttributeOperationsContext) {
	localctx = NewAttributeOperationsContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 18, PuppetParserRULE_attributeOperations)
	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(164)
		p.AttributeOperation()
	}
	p.SetState(169)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.predict(19)
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(165)
				p.Match(PuppetParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(166)
				p.AttributeOperation()
			}

		}
		p.SetState(171)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.predict(19)
		if p.HasError() {
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IAttributeOperationContext is an interface to support dynamic dispatch.
type IAttributeOperationContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Expression() IExpressionContext
	NAME() antlr.TerminalNode
	AND() antlr.TerminalNode
	CASE() antlr.TerminalNode
	CLASS() antlr.TerminalNode
	DEFAULT() antlr.TerminalNode
	DEFINE() antlr.TerminalNode
	ELSE() antlr.TerminalNode
	ELSIF() antlr.TerminalNode
	IF() antlr.TerminalNode
	IN() antlr.TerminalNode
	INHERITS() antlr.TerminalNode
	NODE() antlr.TerminalNode
	OR() antlr.TerminalNode
	UNDEF() antlr.TerminalNode
	UNLESS() antlr.TerminalNode
	TYPE() antlr.TerminalNode
	ATTR() antlr.TerminalNode
	FUNCTION() antlr.TerminalNode
	PRIVATE() antlr.TerminalNode
	PLAN() antlr.TerminalNode
	APPLY() antlr.TerminalNode
	FARROW() antlr.TerminalNode
	PARROW() antlr.TerminalNode
	TIMES() antlr.TerminalNode

	// IsAttributeOperationContext differentiates from other interfaces.
	IsAttributeOperationContext()
}

type AttributeOperationContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyAttributeOperationContext() *AttributeOperationContext {
	var p = new(AttributeOperationContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_attributeOperation
	return p
}

func InitEmptyAttributeOperationContext(p *AttributeOperationContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_attributeOperation
}

func (*AttributeOperationContext) IsAttributeOperationContext() {}

func NewAttributeOperationContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AttributeOperationContext {
	var p = new(AttributeOperationContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_attributeOperation

	return p
}

func (s *AttributeOperationContext) GetParser() antlr.Parser { return s.parser }

func (s *AttributeOperationContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *AttributeOperationContext) NAME() antlr.TerminalNode {
	return s.GetToken(PuppetParserNAME, 0)
}

func (s *AttributeOperationContext) AND() antlr.TerminalNode {
	return s.GetToken(PuppetParserAND, 0)
}

func (s *AttributeOperationContext) CASE() antlr.TerminalNode {
	return s.GetToken(PuppetParserCASE, 0)
}

func (s *AttributeOperationContext) CLASS() antlr.TerminalNode {
	return s.GetToken(PuppetParserCLASS, 0)
}

func (s *AttributeOperationContext) DEFAULT() antlr.TerminalNode {
	return s.GetToken(PuppetParserDEFAULT, 0)
}

func (s *AttributeOperationContext) DEFINE() antlr.TerminalNode {
	return s.GetToken(PuppetParserDEFINE, 0)
}

func (s *AttributeOperationContext) ELSE() antlr.TerminalNode {
	return s.GetToken(PuppetParserELSE, 0)
}

func (s *AttributeOperationContext) ELSIF() antlr.TerminalNode {
	return s.GetToken(PuppetParserELSIF, 0)
}

func (s *AttributeOperationContext) IF() antlr.TerminalNode {
	return s.GetToken(PuppetParserIF, 0)
}

func (s *AttributeOperationContext) IN() antlr.TerminalNode {
	return s.GetToken(PuppetParserIN, 0)
}

func (s *AttributeOperationContext) INHERITS() antlr.TerminalNode {
	return s.GetToken(PuppetParserINHERITS, 0)
}

func (s *AttributeOperationContext) NODE() antlr.TerminalNode {
	return s.GetToken(PuppetParserNODE, 0)
}

func (s *AttributeOperationContext) OR() antlr.TerminalNode {
	return s.GetToken(PuppetParserOR, 0)
}

func (s *AttributeOperationContext) UNDEF() antlr.TerminalNode {
	return s.GetToken(PuppetParserUNDEF, 0)
}

func (s *AttributeOperationContext) UNLESS() antlr.TerminalNode {
	return s.GetToken(PuppetParserUNLESS, 0)
}

func (s *AttributeOperationContext) TYPE() antlr.TerminalNode {
	return s.GetToken(PuppetParserTYPE, 0)
}

func (s *AttributeOperationContext) ATTR() antlr.TerminalNode {
	return s.GetToken(PuppetParserATTR, 0)
}

func (s *AttributeOperationContext) FUNCTION() antlr.TerminalNode {
	return s.GetToken(PuppetParserFUNCTION, 0)
}

func (s *AttributeOperationContext) PRIVATE() antlr.TerminalNode {
	return s.GetToken(PuppetParserPRIVATE, 0)
}

func (s *AttributeOperationContext) PLAN() antlr.TerminalNode {
	return s.GetToken(PuppetParserPLAN, 0)
}

func (s *AttributeOperationContext) APPLY() antlr.TerminalNode {
	return s.GetToken(PuppetParserAPPLY, 0)
}

func (s *AttributeOperationContext) FARROW() antlr.TerminalNode {
	return s.GetToken(PuppetParserFARROW, 0)
}

func (s *AttributeOperationContext) PARROW() antlr.TerminalNode {
	return s.GetToken(PuppetParserPARROW, 0)
}

func (s *AttributeOperationContext) TIMES() antlr.TerminalNode {
	return s.GetToken(PuppetParserTIMES, 0)
}

func (s *AttributeOperationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AttributeOperationContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) AttributeOperation() (localctx IAttributeOperationContext) {
	localctx = NewAttributeOperationContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 20, PuppetParserRULE_attributeOperation)
	var _la int

	p.SetState(178)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case PuppetParserAND, PuppetParserAPPLY, PuppetParserATTR, PuppetParserCASE, PuppetParserCLASS, PuppetParserDEFAULT, PuppetParserDEFINE, PuppetParserELSE, PuppetParserELSIF, PuppetParserFUNCTION, PuppetParserIF, PuppetParserIN, PuppetParserINHERITS, PuppetParserNODE, PuppetParserOR, PuppetParserPLAN, PuppetParserPRIVATE, PuppetParserTYPE, PuppetParserUNDEF, PuppetParserUNLESS, PuppetParserNAME:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(172)
			_la = p.GetTokenStream().LA(1)

			if !(((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&64416104448) != 0) || _la == PuppetParserNAME) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(173)
			_la = p.GetTokenStream().LA(1)

			if !(_la == PuppetParserFARROW || _la == PuppetParserPARROW) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(174)
			p.Expression()
		}

	case PuppetParserTIMES:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(175)
			p.Match(PuppetParserTIMES)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(176)
			p.Match(PuppetParserFARROW)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(177)
			p.Expression()
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IExpressionContext is an interface to support dynamic dispatch.
type IExpressionContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllPrimary() []IPrimaryContext
	Primary(i int) IPrimaryContext
	AllLPAREN() []antlr.TerminalNode
	LPAREN(i int) antlr.TerminalNode
	AllRPAREN() []antlr.TerminalNode
	RPAREN(i int) antlr.TerminalNode
	AllDOT() []antlr.TerminalNode
	DOT(i int) antlr.TerminalNode
	AllLBRACK() []antlr.TerminalNode
	LBRACK(i int) antlr.TerminalNode
	AllAccessArgs() []IAccessArgsContext
	AccessArgs(i int) IAccessArgsContext
	AllRBRACK() []antlr.TerminalNode
	RBRACK(i int) antlr.TerminalNode
	AllQMARK() []antlr.TerminalNode
	QMARK(i int) antlr.TerminalNode
	AllSelectorEntries() []ISelectorEntriesContext
	SelectorEntries(i int) ISelectorEntriesContext
	AllNOT() []antlr.TerminalNode
	NOT(i int) antlr.TerminalNode
	AllTIMES() []antlr.TerminalNode
	TIMES(i int) antlr.TerminalNode
	AllMINUS() []antlr.TerminalNode
	MINUS(i int) antlr.TerminalNode
	AllNAME() []antlr.TerminalNode
	NAME(i int) antlr.TerminalNode
	AllTYPE() []antlr.TerminalNode
	TYPE(i int) antlr.TerminalNode
	AllIN() []antlr.TerminalNode
	IN(i int) antlr.TerminalNode
	AllMATCH() []antlr.TerminalNode
	MATCH(i int) antlr.TerminalNode
	AllNOMATCH() []antlr.TerminalNode
	NOMATCH(i int) antlr.TerminalNode
	AllDIV() []antlr.TerminalNode
	DIV(i int) antlr.TerminalNode
	AllMODULO() []antlr.TerminalNode
	MODULO(i int) antlr.TerminalNode
	AllPLUS() []antlr.TerminalNode
	PLUS(i int) antlr.TerminalNode
	AllLSHIFT() []antlr.TerminalNode
	LSHIFT(i int) antlr.TerminalNode
	AllRSHIFT() []antlr.TerminalNode
	RSHIFT(i int) antlr.TerminalNode
	AllNOTEQUAL() []antlr.TerminalNode
	NOTEQUAL(i int) antlr.TerminalNode
	AllISEQUAL() []antlr.TerminalNode
	ISEQUAL(i int) antlr.TerminalNode
	AllGREATEREQUAL() []antlr.TerminalNode
	GREATEREQUAL(i int) antlr.TerminalNode
	AllGREATERTHAN() []antlr.TerminalNode
	GREATERTHAN(i int) antlr.TerminalNode
	AllLESSTHAN() []antlr.TerminalNode
	LESSTHAN(i int) antlr.TerminalNode
	AllLESSEQUAL() []antlr.TerminalNode
	LESSEQUAL(i int) antlr.TerminalNode
	AllAND() []antlr.TerminalNode
	AND(i int) antlr.TerminalNode
	AllOR() []antlr.TerminalNode
	OR(i int) antlr.TerminalNode
	AllLCOLLECT() []antlr.TerminalNode
	LCOLLECT(i int) antlr.TerminalNode
	AllRCOLLECT() []antlr.TerminalNode
	RCOLLECT(i int) antlr.TerminalNode
	AllLLCOLLECT() []antlr.TerminalNode
	LLCOLLECT(i int) antlr.TerminalNode
	AllRRCOLLECT() []antlr.TerminalNode
	RRCOLLECT(i int) antlr.TerminalNode
	AllArguments() []IArgumentsContext
	Arguments(i int) IArgumentsContext
	AllLambda() []ILambdaContext
	Lambda(i int) ILambdaContext
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode
	AllLBRACE() []antlr.TerminalNode
	LBRACE(i int) antlr.TerminalNode
	AllRBRACE() []antlr.TerminalNode
	RBRACE(i int) antlr.TerminalNode
	AllExpression() []IExpressionContext
	Expression(i int) IExpressionContext
	AllAttributeOperations() []IAttributeOperationsContext
	AttributeOperations(i int) IAttributeOperationsContext

	// IsExpressionContext differentiates from other interfaces.
	IsExpressionContext()
}

type ExpressionContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyExpressionContext() *ExpressionContext {
	var p = new(ExpressionContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_expression
	return p
}

func InitEmptyExpressionContext(p *ExpressionContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_expression
}

func (*ExpressionContext) IsExpressionContext() {}

func NewExpressionContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ExpressionContext {
	var p = new(ExpressionContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_expression

	return p
}

func (s *ExpressionContext) GetParser() antlr.Parser { return s.parser }

func (s *ExpressionContext) AllPrimary() []IPrimaryContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IPrimaryContext); ok {
			len++
		}
	}

	tst := make([]IPrimaryContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IPrimaryContext); ok {
			tst[i] = t.(IPrimaryContext)
			i++
		}
	}

	return tst
}

func (s *ExpressionContext) Primary(i int) IPrimaryContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPrimaryContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IPrimaryContext)
}

func (s *ExpressionContext) AllLPAREN() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserLPAREN)
}

func (s *ExpressionContext) LPAREN(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserLPAREN, i)
}

func (s *ExpressionContext) AllRPAREN() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserRPAREN)
}

func (s *ExpressionContext) RPAREN(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserRPAREN, i)
}

func (s *ExpressionContext) AllDOT() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserDOT)
}

func (s *ExpressionContext) DOT(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserDOT, i)
}

func (s *ExpressionContext) AllLBRACK() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserLBRACK)
}

func (s *ExpressionContext) LBRACK(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserLBRACK, i)
}

func (s *ExpressionContext) AllAccessArgs() []IAccessArgsContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAccessArgsContext); ok {
			len++
		}
	}

	tst := make([]IAccessArgsContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAccessArgsContext); ok {
			tst[i] = t.(IAccessArgsContext)
			i++
		}
	}

	return tst
}

func (s *ExpressionContext) AccessArgs(i int) IAccessArgsContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAccessArgsContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAccessArgsContext)
}

func (s *ExpressionContext) AllRBRACK() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserRBRACK)
}

func (s *ExpressionContext) RBRACK(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserRBRACK, i)
}

func (s *ExpressionContext) AllQMARK() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserQMARK)
}

func (s *ExpressionContext) QMARK(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserQMARK, i)
}

func (s *ExpressionContext) AllSelectorEntries() []ISelectorEntriesContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ISelectorEntriesContext); ok {
			len++
		}
	}

	tst := make([]ISelectorEntriesContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ISelectorEntriesContext); ok {
			tst[i] = t.(ISelectorEntriesContext)
			i++
		}
	}

	return tst
}

func (s *ExpressionContext) SelectorEntries(i int) ISelectorEntriesContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISelectorEntriesContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISelectorEntriesContext)
}

func (s *ExpressionContext) AllNOT() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserNOT)
}

func (s *ExpressionContext) NOT(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserNOT, i)
}

func (s *ExpressionContext) AllTIMES() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserTIMES)
}

func (s *ExpressionContext) TIMES(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserTIMES, i)
}

func (s *ExpressionContext) AllMINUS() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserMINUS)
}

func (s *ExpressionContext) MINUS(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserMINUS, i)
}

func (s *ExpressionContext) AllNAME() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserNAME)
}

func (s *ExpressionContext) NAME(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserNAME, i)
}

func (s *ExpressionContext) AllTYPE() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserTYPE)
}

func (s *ExpressionContext) TYPE(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserTYPE, i)
}

func (s *ExpressionContext) AllIN() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserIN)
}

func (s *ExpressionContext) IN(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserIN, i)
}

func (s *ExpressionContext) AllMATCH() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserMATCH)
}

func (s *ExpressionContext) MATCH(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserMATCH, i)
}

func (s *ExpressionContext) AllNOMATCH() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserNOMATCH)
}

func (s *ExpressionContext) NOMATCH(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserNOMATCH, i)
}

func (s *ExpressionContext) AllDIV() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserDIV)
}

func (s *ExpressionContext) DIV(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserDIV, i)
}

func (s *ExpressionContext) AllMODULO() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserMODULO)
}

func (s *ExpressionContext) MODULO(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserMODULO, i)
}

func (s *ExpressionContext) AllPLUS() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserPLUS)
}

func (s *ExpressionContext) PLUS(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserPLUS, i)
}

func (s *ExpressionContext) AllLSHIFT() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserLSHIFT)
}

func (s *ExpressionContext) LSHIFT(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserLSHIFT, i)
}

func (s *ExpressionContext) AllRSHIFT() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserRSHIFT)
}

func (s *ExpressionContext) RSHIFT(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserRSHIFT, i)
}

func (s *ExpressionContext) AllNOTEQUAL() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserNOTEQUAL)
}

func (s *ExpressionContext) NOTEQUAL(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserNOTEQUAL, i)
}

func (s *ExpressionContext) AllISEQUAL() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserISEQUAL)
}

func (s *ExpressionContext) ISEQUAL(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserISEQUAL, i)
}

func (s *ExpressionContext) AllGREATEREQUAL() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserGREATEREQUAL)
}

func (s *ExpressionContext) GREATEREQUAL(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserGREATEREQUAL, i)
}

func (s *ExpressionContext) AllGREATERTHAN() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserGREATERTHAN)
}

func (s *ExpressionContext) GREATERTHAN(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserGREATERTHAN, i)
}

func (s *ExpressionContext) AllLESSTHAN() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserLESSTHAN)
}

func (s *ExpressionContext) LESSTHAN(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserLESSTHAN, i)
}

func (s *ExpressionContext) AllLESSEQUAL() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserLESSEQUAL)
}

func (s *ExpressionContext) LESSEQUAL(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserLESSEQUAL, i)
}

func (s *ExpressionContext) AllAND() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserAND)
}

func (s *ExpressionContext) AND(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserAND, i)
}

func (s *ExpressionContext) AllOR() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserOR)
}

func (s *ExpressionContext) OR(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserOR, i)
}

func (s *ExpressionContext) AllLCOLLECT() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserLCOLLECT)
}

func (s *ExpressionContext) LCOLLECT(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserLCOLLECT, i)
}

func (s *ExpressionContext) AllRCOLLECT() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserRCOLLECT)
}

func (s *ExpressionContext) RCOLLECT(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserRCOLLECT, i)
}

func (s *ExpressionContext) AllLLCOLLECT() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserLLCOLLECT)
}

func (s *ExpressionContext) LLCOLLECT(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserLLCOLLECT, i)
}

func (s *ExpressionContext) AllRRCOLLECT() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserRRCOLLECT)
}

func (s *ExpressionContext) RRCOLLECT(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserRRCOLLECT, i)
}

func (s *ExpressionContext) AllArguments() []IArgumentsContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IArgumentsContext); ok {
			len++
		}
	}

	tst := make([]IArgumentsContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IArgumentsContext); ok {
			tst[i] = t.(IArgumentsContext)
			i++
		}
	}

	return tst
}

func (s *ExpressionContext) Arguments(i int) IArgumentsContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArgumentsContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArgumentsContext)
}

func (s *ExpressionContext) AllLambda() []ILambdaContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ILambdaContext); ok {
			len++
		}
	}

	tst := make([]ILambdaContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ILambdaContext); ok {
			tst[i] = t.(ILambdaContext)
			i++
		}
	}

	return tst
}

func (s *ExpressionContext) Lambda(i int) ILambdaContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ILambdaContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ILambdaContext)
}

func (s *ExpressionContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserCOMMA)
}

func (s *ExpressionContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserCOMMA, i)
}

func (s *ExpressionContext) AllLBRACE() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserLBRACE)
}

func (s *ExpressionContext) LBRACE(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserLBRACE, i)
}

func (s *ExpressionContext) AllRBRACE() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserRBRACE)
}

func (s *ExpressionContext) RBRACE(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserRBRACE, i)
}

func (s *ExpressionContext) AllExpression() []IExpressionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExpressionContext); ok {
			len++
		}
	}

	tst := make([]IExpressionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExpressionContext); ok {
			tst[i] = t.(IExpressionContext)
			i++
		}
	}

	return tst
}

func (s *ExpressionContext) Expression(i int) IExpressionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *ExpressionContext) AllAttributeOperations() []IAttributeOperationsContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeOperationsContext); ok {
			len++
		}
	}

	tst := make([]IAttributeOperationsContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeOperationsContext); ok {
			tst[i] = t.(IAttributeOperationsContext)
			i++
		}
	}

	return tst
}

func (s *ExpressionContext) AttributeOperations(i int) IAttributeOperationsContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeOperationsContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttributeOperationsContext)
}

func (s *ExpressionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ExpressionContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) Expression() (localctx IExpressionContext) {
	localctx = NewExpressionContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 22, PuppetParserRULE_expression)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(183)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64((_la-63)) & ^0x3f) == 0 && ((int64(1)<<(_la-63))&11) != 0 {
		{
			p.SetState(180)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la-63)) & ^0x3f) == 0 && ((int64(1)<<(_la-63))&11) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

		p.SetState(185)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(186)
		p.Primary()
	}
	p.SetState(251)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.predict(37)
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			p.SetState(249)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}

			switch p.GetTokenStream().LA(1) {
			case PuppetParserLPAREN:
				{
					p.SetState(187)
					p.Match(PuppetParserLPAREN)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				p.SetState(192)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)

				if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
					{
						p.SetState(188)
						p.Arguments()
					}
					p.SetState(190)
					p.GetErrorHandler().Sync(p)
					if p.HasError() {
						goto errorExit
					}
					_la = p.GetTokenStream().LA(1)

					if _la == PuppetParserCOMMA {
						{
							p.SetState(189)
							p.Match(PuppetParserCOMMA)
							if p.HasError() {
								// Recognition error - abort rule
								goto errorExit
							}
						}

					}

				}
				{
					p.SetState(194)
					p.Match(PuppetParserRPAREN)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				p.SetState(196)
				p.GetErrorHandler().Sync(p)

				if p.predict(24) == 1 {
					{
						p.SetState(195)
						p.Lambda()
					}

				} else if p.HasError() { // JIM
					goto errorExit
				}

			case PuppetParserDOT:
				{
					p.SetState(198)
					p.Match(PuppetParserDOT)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(199)
					_la = p.GetTokenStream().LA(1)

					if !(_la == PuppetParserTYPE || _la == PuppetParserNAME) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				p.SetState(205)
				p.GetErrorHandler().Sync(p)

				if p.predict(26) == 1 {
					{
						p.SetState(200)
						p.Match(PuppetParserLPAREN)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}
					p.SetState(202)
					p.GetErrorHandler().Sync(p)
					if p.HasError() {
						goto errorExit
					}
					_la = p.GetTokenStream().LA(1)

					if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
						{
							p.SetState(201)
							p.Arguments()
						}

					}
					{
						p.SetState(204)
						p.Match(PuppetParserRPAREN)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}

				} else if p.HasError() { // JIM
					goto errorExit
				}
				p.SetState(208)
				p.GetErrorHandler().Sync(p)

				if p.predict(27) == 1 {
					{
						p.SetState(207)
						p.Lambda()
					}

				} else if p.HasError() { // JIM
					goto errorExit
				}

			case PuppetParserLBRACK:
				{
					p.SetState(210)
					p.Match(PuppetParserLBRACK)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(211)
					p.AccessArgs()
				}
				p.SetState(213)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)

				if _la == PuppetParserCOMMA {
					{
						p.SetState(212)
						p.Match(PuppetParserCOMMA)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}

				}
				{
					p.SetState(215)
					p.Match(PuppetParserRBRACK)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			case PuppetParserLLCOLLECT, PuppetParserLCOLLECT:
				p.SetState(227)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}

				switch p.GetTokenStream().LA(1) {
				case PuppetParserLCOLLECT:
					{
						p.SetState(217)
						p.Match(PuppetParserLCOLLECT)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}
					p.SetState(219)
					p.GetErrorHandler().Sync(p)
					if p.HasError() {
						goto errorExit
					}
					_la = p.GetTokenStream().LA(1)

					if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-9223371969953588618) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798405) != 0) {
						{
							p.SetState(218)
							p.Expression()
						}

					}
					{
						p.SetState(221)
						p.Match(PuppetParserRCOLLECT)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}

				case PuppetParserLLCOLLECT:
					{
						p.SetState(222)
						p.Match(PuppetParserLLCOLLECT)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}
					p.SetState(224)
					p.GetErrorHandler().Sync(p)
					if p.HasError() {
						goto errorExit
					}
					_la = p.GetTokenStream().LA(1)

					if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-9223371969953588618) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798405) != 0) {
						{
							p.SetState(223)
							p.Expression()
						}

					}
					{
						p.SetState(226)
						p.Match(PuppetParserRRCOLLECT)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}

				default:
					p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
					goto errorExit
				}
				p.SetState(237)
				p.GetErrorHandler().Sync(p)

				if p.predict(34) == 1 {
					{
						p.SetState(229)
						p.Match(PuppetParserLBRACE)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}
					p.SetState(234)
					p.GetErrorHandler().Sync(p)
					if p.HasError() {
						goto errorExit
					}
					_la = p.GetTokenStream().LA(1)

					if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&64416104448) != 0) || _la == PuppetParserTIMES || _la == PuppetParserNAME {
						{
							p.SetState(230)
							p.AttributeOperations()
						}
						p.SetState(232)
						p.GetErrorHandler().Sync(p)
						if p.HasError() {
							goto errorExit
						}
						_la = p.GetTokenStream().LA(1)

						if _la == PuppetParserCOMMA {
							{
								p.SetState(231)
								p.Match(PuppetParserCOMMA)
								if p.HasError() {
									// Recognition error - abort rule
									goto errorExit
								}
							}

						}

					}
					{
						p.SetState(236)
						p.Match(PuppetParserRBRACE)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}

				} else if p.HasError() { // JIM
					goto errorExit
				}

			case PuppetParserAND, PuppetParserIN, PuppetParserOR, PuppetParserISEQUAL, PuppetParserNOTEQUAL, PuppetParserMATCH, PuppetParserNOMATCH, PuppetParserGREATEREQUAL, PuppetParserLESSEQUAL, PuppetParserLSHIFT, PuppetParserRSHIFT, PuppetParserGREATERTHAN, PuppetParserLESSTHAN, PuppetParserPLUS, PuppetParserMINUS, PuppetParserTIMES, PuppetParserMODULO, PuppetParserDIV:
				{
					p.SetState(239)
					_la = p.GetTokenStream().LA(1)

					if !(((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-865817027757981696) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&4194307) != 0)) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				p.SetState(243)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)

				for (int64((_la-63)) & ^0x3f) == 0 && ((int64(1)<<(_la-63))&11) != 0 {
					{
						p.SetState(240)
						_la = p.GetTokenStream().LA(1)

						if !((int64((_la-63)) & ^0x3f) == 0 && ((int64(1)<<(_la-63))&11) != 0) {
							p.GetErrorHandler().RecoverInline(p)
						} else {
							p.GetErrorHandler().ReportMatch(p)
							p.Consume()
						}
					}

					p.SetState(245)
					p.GetErrorHandler().Sync(p)
					if p.HasError() {
						goto errorExit
					}
					_la = p.GetTokenStream().LA(1)
				}
				{
					p.SetState(246)
					p.Primary()
				}

			case PuppetParserQMARK:
				{
					p.SetState(247)
					p.Match(PuppetParserQMARK)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(248)
					p.SelectorEntries()
				}

			default:
				p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
				goto errorExit
			}

		}
		p.SetState(253)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.predict(37)
		if p.HasError() {
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IPrimaryContext is an interface to support dynamic dispatch.
type IPrimaryContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	VARIABLE() antlr.TerminalNode
	Assignment() IAssignmentContext
	RPAREN() antlr.TerminalNode
	LPAREN() antlr.TerminalNode
	WSLPAREN() antlr.TerminalNode
	TYPE() antlr.TerminalNode
	TypeRest() ITypeRestContext
	CASE() antlr.TerminalNode
	AllExpression() []IExpressionContext
	Expression(i int) IExpressionContext
	AllLBRACE() []antlr.TerminalNode
	LBRACE(i int) antlr.TerminalNode
	AllRBRACE() []antlr.TerminalNode
	RBRACE(i int) antlr.TerminalNode
	AllCaseOption() []ICaseOptionContext
	CaseOption(i int) ICaseOptionContext
	IF() antlr.TerminalNode
	AllStatements() []IStatementsContext
	Statements(i int) IStatementsContext
	AllELSIF() []antlr.TerminalNode
	ELSIF(i int) antlr.TerminalNode
	ELSE() antlr.TerminalNode
	UNLESS() antlr.TerminalNode
	DEFINE() antlr.TerminalNode
	AllClassName() []IClassNameContext
	ClassName(i int) IClassNameContext
	ParameterList() IParameterListContext
	CLASS() antlr.TerminalNode
	INHERITS() antlr.TerminalNode
	DEFAULT() antlr.TerminalNode
	NODE() antlr.TerminalNode
	AllHostname() []IHostnameContext
	Hostname(i int) IHostnameContext
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode
	FUNCTION() antlr.TerminalNode
	ReturnType() IReturnTypeContext
	PRIVATE() antlr.TerminalNode
	ATTR() antlr.TerminalNode
	RBRACK() antlr.TerminalNode
	LISTSTART() antlr.TerminalNode
	LBRACK() antlr.TerminalNode
	CollectionEntries() ICollectionEntriesContext
	Hash() IHashContext
	REGEX() antlr.TerminalNode
	STRING() antlr.TerminalNode
	WORD() antlr.TerminalNode
	DqString() IDqStringContext
	HEREDOC() antlr.TerminalNode
	CLASSREF() antlr.TerminalNode
	NUMBER() antlr.TerminalNode
	TRUE() antlr.TerminalNode
	FALSE() antlr.TerminalNode
	UNDEF() antlr.TerminalNode
	NAME() antlr.TerminalNode
	RENDER_STRING() antlr.TerminalNode
	RENDER_EXPR() antlr.TerminalNode
	EPP_END() antlr.TerminalNode
	EPP_END_TRIM() antlr.TerminalNode

	// IsPrimaryContext differentiates from other interfaces.
	IsPrimaryContext()
}

type PrimaryContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyPrimaryContext() *PrimaryContext {
	var p = new(PrimaryContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_primary
	return p
}

func InitEmptyPrimaryContext(p *PrimaryContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_primary
}

func (*PrimaryContext) IsPrimaryContext() {}

func NewPrimaryContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *PrimaryContext {
	var p = new(PrimaryContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_primary

	return p
}

func (s *PrimaryContext) GetParser() antlr.Parser { return s.parser }

func (s *PrimaryContext) VARIABLE() antlr.TerminalNode {
	return s.GetToken(PuppetParserVARIABLE, 0)
}

func (s *PrimaryContext) Assignment() IAssignmentContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAssignmentContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAssignmentContext)
}

func (s *PrimaryContext) RPAREN() antlr.TerminalNode {
	return s.GetToken(PuppetParserRPAREN, 0)
}

func (s *PrimaryContext) LPAREN() antlr.TerminalNode {
	return s.GetToken(PuppetParserLPAREN, 0)
}

func (s *PrimaryContext) WSLPAREN() antlr.TerminalNode {
	return s.GetToken(PuppetParserWSLPAREN, 0)
}

func (s *PrimaryContext) TYPE() antlr.TerminalNode {
	return s.GetToken(PuppetParserTYPE, 0)
}

func (s *PrimaryContext) TypeRest() ITypeRestContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeRestContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeRestContext)
}

func (s *PrimaryContext) CASE() antlr.TerminalNode {
	return s.GetToken(PuppetParserCASE, 0)
}

func (s *PrimaryContext) AllExpression() []IExpressionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExpressionContext); ok {
			len++
		}
	}

	tst := make([]IExpressionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExpressionContext); ok {
			tst[i] = t.(IExpressionContext)
			i++
		}
	}

	return tst
}

func (s *PrimaryContext) Expression(i int) IExpressionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *PrimaryContext) AllLBRACE() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserLBRACE)
}

func (s *PrimaryContext) LBRACE(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserLBRACE, i)
}

func (s *PrimaryContext) AllRBRACE() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserRBRACE)
}

func (s *PrimaryContext) RBRACE(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserRBRACE, i)
}

func (s *PrimaryContext) AllCaseOption() []ICaseOptionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ICaseOptionContext); ok {
			len++
		}
	}

	tst := make([]ICaseOptionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ICaseOptionContext); ok {
			tst[i] = t.(ICaseOptionContext)
			i++
		}
	}

	return tst
}

func (s *PrimaryContext) CaseOption(i int) ICaseOptionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ICaseOptionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ICaseOptionContext)
}

func (s *PrimaryContext) IF() antlr.TerminalNode {
	return s.GetToken(PuppetParserIF, 0)
}

func (s *PrimaryContext) AllStatements() []IStatementsContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IStatementsContext); ok {
			len++
		}
	}

	tst := make([]IStatementsContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IStatementsContext); ok {
			tst[i] = t.(IStatementsContext)
			i++
		}
	}

	return tst
}

func (s *PrimaryContext) Statements(i int) IStatementsContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementsContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementsContext)
}

func (s *PrimaryContext) AllELSIF() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserELSIF)
}

func (s *PrimaryContext) ELSIF(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserELSIF, i)
}

func (s *PrimaryContext) ELSE() antlr.TerminalNode {
	return s.GetToken(PuppetParserELSE, 0)
}

func (s *PrimaryContext) UNLESS() antlr.TerminalNode {
	return s.GetToken(PuppetParserUNLESS, 0)
}

func (s *PrimaryContext) DEFINE() antlr.TerminalNode {
	return s.GetToken(PuppetParserDEFINE, 0)
}

func (s *PrimaryContext) AllClassName() []IClassNameContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IClassNameContext); ok {
			len++
		}
	}

	tst := make([]IClassNameContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IClassNameContext); ok {
			tst[i] = t.(IClassNameContext)
			i++
		}
	}

	return tst
}

func (s *PrimaryContext) ClassName(i int) IClassNameContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IClassNameContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IClassNameContext)
}

func (s *PrimaryContext) ParameterList() IParameterListContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParameterListContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParameterListContext)
}

func (s *PrimaryContext) CLASS() antlr.TerminalNode {
	return s.GetToken(PuppetParserCLASS, 0)
}

func (s *PrimaryContext) INHERITS() antlr.TerminalNode {
	return s.GetToken(PuppetParserINHERITS, 0)
}

func (s *PrimaryContext) DEFAULT() antlr.TerminalNode {
	return s.GetToken(PuppetParserDEFAULT, 0)
}

func (s *PrimaryContext) NODE() antlr.TerminalNode {
	return s.GetToken(PuppetParserNODE, 0)
}

func (s *PrimaryContext) AllHostname() []IHostnameContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IHostnameContext); ok {
			len++
		}
	}

	tst := make([]IHostnameContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IHostnameContext); ok {
			tst[i] = t.(IHostnameContext)
			i++
		}
	}

	return tst
}

func (s *PrimaryContext) Hostname(i int) IHostnameContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IHostnameContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IHostnameContext)
}

func (s *PrimaryContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserCOMMA)
}

func (s *PrimaryContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserCOMMA, i)
}

func (s *PrimaryContext) FUNCTION() antlr.TerminalNode {
	return s.GetToken(PuppetParserFUNCTION, 0)
}

func (s *PrimaryContext) ReturnType() IReturnTypeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IReturnTypeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IReturnTypeContext)
}

func (s *PrimaryContext) PRIVATE() antlr.TerminalNode {
	return s.GetToken(PuppetParserPRIVATE, 0)
}

func (s *PrimaryContext) ATTR() antlr.TerminalNode {
	return s.GetToken(PuppetParserATTR, 0)
}

func (s *PrimaryContext) RBRACK() antlr.TerminalNode {
	return s.GetToken(PuppetParserRBRACK, 0)
}

func (s *PrimaryContext) LISTSTART() antlr.TerminalNode {
	return s.GetToken(PuppetParserLISTSTART, 0)
}

func (s *PrimaryContext) LBRACK() antlr.TerminalNode {
	return s.GetToken(PuppetParserLBRACK, 0)
}

func (s *PrimaryContext) CollectionEntries() ICollectionEntriesContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ICollectionEntriesContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ICollectionEntriesContext)
}

func (s *PrimaryContext) Hash() IHashContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IHashContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IHashContext)
}

func (s *PrimaryContext) REGEX() antlr.TerminalNode {
	return s.GetToken(PuppetParserREGEX, 0)
}

func (s *PrimaryContext) STRING() antlr.TerminalNode {
	return s.GetToken(PuppetParserSTRING, 0)
}

func (s *PrimaryContext) WORD() antlr.TerminalNode {
	return s.GetToken(PuppetParserWORD, 0)
}

func (s *PrimaryContext) DqString() IDqStringContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDqStringContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDqStringContext)
}

func (s *PrimaryContext) HEREDOC() antlr.TerminalNode {
	return s.GetToken(PuppetParserHEREDOC, 0)
}

func (s *PrimaryContext) CLASSREF() antlr.TerminalNode {
	return s.GetToken(PuppetParserCLASSREF, 0)
}

func (s *PrimaryContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(PuppetParserNUMBER, 0)
}

func (s *PrimaryContext) TRUE() antlr.TerminalNode {
	return s.GetToken(PuppetParserTRUE, 0)
}

func (s *PrimaryContext) FALSE() antlr.TerminalNode {
	return s.GetToken(PuppetParserFALSE, 0)
}

func (s *PrimaryContext) UNDEF() antlr.TerminalNode {
	return s.GetToken(PuppetParserUNDEF, 0)
}

func (s *PrimaryContext) NAME() antlr.TerminalNode {
	return s.GetToken(PuppetParserNAME, 0)
}

func (s *PrimaryContext) RENDER_STRING() antlr.TerminalNode {
	return s.GetToken(PuppetParserRENDER_STRING, 0)
}

func (s *PrimaryContext) RENDER_EXPR() antlr.TerminalNode {
	return s.GetToken(PuppetParserRENDER_EXPR, 0)
}

func (s *PrimaryContext) EPP_END() antlr.TerminalNode {
	return s.GetToken(PuppetParserEPP_END, 0)
}

func (s *PrimaryContext) EPP_END_TRIM() antlr.TerminalNode {
	return s.GetToken(PuppetParserEPP_END_TRIM, 0)
}

func (s *PrimaryContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PrimaryContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) Primary() (localctx IPrimaryContext) {
	localctx = NewPrimaryContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 24, PuppetParserRULE_primary)
	var _la int

	var _alt int

	p.SetState(415)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case PuppetParserVARIABLE:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(254)
			p.Match(PuppetParserVARIABLE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserWSLPAREN, PuppetParserLPAREN:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(255)
			_la = p.GetTokenStream().LA(1)

			if !(_la == PuppetParserWSLPAREN || _la == PuppetParserLPAREN) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(256)
			p.Assignment()
		}
		{
			p.SetState(257)
			p.Match(PuppetParserRPAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserTYPE:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(259)
			p.Match(PuppetParserTYPE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(260)
			p.TypeRest()
		}

	case PuppetParserCASE:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(261)
			p.Match(PuppetParserCASE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(262)
			p.Expression()
		}
		{
			p.SetState(263)
			p.Match(PuppetParserLBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(265)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for ok := true; ok; ok = ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-9223371969953588618) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798405) != 0) {
			{
				p.SetState(264)
				p.CaseOption()
			}

			p.SetState(267)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(269)
			p.Match(PuppetParserRBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserIF:
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(271)
			p.Match(PuppetParserIF)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(272)
			p.Expression()
		}
		{
			p.SetState(273)
			p.Match(PuppetParserLBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(275)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
			{
				p.SetState(274)
				p.Statements()
			}

		}
		{
			p.SetState(277)
			p.Match(PuppetParserRBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(288)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PuppetParserELSIF {
			{
				p.SetState(278)
				p.Match(PuppetParserELSIF)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(279)
				p.Expression()
			}
			{
				p.SetState(280)
				p.Match(PuppetParserLBRACE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(282)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
				{
					p.SetState(281)
					p.Statements()
				}

			}
			{
				p.SetState(284)
				p.Match(PuppetParserRBRACE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

			p.SetState(290)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		p.SetState(297)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserELSE {
			{
				p.SetState(291)
				p.Match(PuppetParserELSE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(292)
				p.Match(PuppetParserLBRACE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(294)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
				{
					p.SetState(293)
					p.Statements()
				}

			}
			{
				p.SetState(296)
				p.Match(PuppetParserRBRACE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case PuppetParserUNLESS:
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(299)
			p.Match(PuppetParserUNLESS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(300)
			p.Expression()
		}
		{
			p.SetState(301)
			p.Match(PuppetParserLBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(303)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
			{
				p.SetState(302)
				p.Statements()
			}

		}
		{
			p.SetState(305)
			p.Match(PuppetParserRBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(312)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserELSE {
			{
				p.SetState(306)
				p.Match(PuppetParserELSE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(307)
				p.Match(PuppetParserLBRACE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(309)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
				{
					p.SetState(308)
					p.Statements()
				}

			}
			{
				p.SetState(311)
				p.Match(PuppetParserRBRACE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	case PuppetParserDEFINE:
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(314)
			p.Match(PuppetParserDEFINE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(315)
			p.ClassName()
		}
		p.SetState(317)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserWSLPAREN || _la == PuppetParserLPAREN {
			{
				p.SetState(316)
				p.ParameterList()
			}

		}
		{
			p.SetState(319)
			p.Match(PuppetParserLBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(321)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
			{
				p.SetState(320)
				p.Statements()
			}

		}
		{
			p.SetState(323)
			p.Match(PuppetParserRBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserCLASS:
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(325)
			p.Match(PuppetParserCLASS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(326)
			p.ClassName()
		}
		p.SetState(328)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserWSLPAREN || _la == PuppetParserLPAREN {
			{
				p.SetState(327)
				p.ParameterList()
			}

		}
		p.SetState(335)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserINHERITS {
			{
				p.SetState(330)
				p.Match(PuppetParserINHERITS)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(333)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}

			switch p.GetTokenStream().LA(1) {
			case PuppetParserWORD, PuppetParserSTRING, PuppetParserCLASS, PuppetParserCLASSREF, PuppetParserNAME:
				{
					p.SetState(331)
					p.ClassName()
				}

			case PuppetParserDEFAULT:
				{
					p.SetState(332)
					p.Match(PuppetParserDEFAULT)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			default:
				p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
				goto errorExit
			}

		}
		{
			p.SetState(337)
			p.Match(PuppetParserLBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(339)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
			{
				p.SetState(338)
				p.Statements()
			}

		}
		{
			p.SetState(341)
			p.Match(PuppetParserRBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserNODE:
		p.EnterOuterAlt(localctx, 9)
		{
			p.SetState(343)
			p.Match(PuppetParserNODE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(344)
			p.Hostname()
		}
		p.SetState(349)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.predict(53)
		if p.HasError() {
			goto errorExit
		}
		for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
			if _alt == 1 {
				{
					p.SetState(345)
					p.Match(PuppetParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(346)
					p.Hostname()
				}

			}
			p.SetState(351)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.predict(53)
			if p.HasError() {
				goto errorExit
			}
		}
		p.SetState(353)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserCOMMA {
			{
				p.SetState(352)
				p.Match(PuppetParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		p.SetState(357)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserINHERITS {
			{
				p.SetState(355)
				p.Match(PuppetParserINHERITS)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(356)
				p.Hostname()
			}

		}
		{
			p.SetState(359)
			p.Match(PuppetParserLBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(361)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
			{
				p.SetState(360)
				p.Statements()
			}

		}
		{
			p.SetState(363)
			p.Match(PuppetParserRBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserFUNCTION:
		p.EnterOuterAlt(localctx, 10)
		{
			p.SetState(365)
			p.Match(PuppetParserFUNCTION)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(366)
			p.ClassName()
		}
		p.SetState(368)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserWSLPAREN || _la == PuppetParserLPAREN {
			{
				p.SetState(367)
				p.ParameterList()
			}

		}
		p.SetState(371)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserRSHIFT {
			{
				p.SetState(370)
				p.ReturnType()
			}

		}
		{
			p.SetState(373)
			p.Match(PuppetParserLBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(375)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
			{
				p.SetState(374)
				p.Statements()
			}

		}
		{
			p.SetState(377)
			p.Match(PuppetParserRBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserATTR, PuppetParserPRIVATE:
		p.EnterOuterAlt(localctx, 11)
		{
			p.SetState(379)
			_la = p.GetTokenStream().LA(1)

			if !(_la == PuppetParserATTR || _la == PuppetParserPRIVATE) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case PuppetParserLISTSTART, PuppetParserLBRACK:
		p.EnterOuterAlt(localctx, 12)
		{
			p.SetState(380)
			_la = p.GetTokenStream().LA(1)

			if !(_la == PuppetParserLISTSTART || _la == PuppetParserLBRACK) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		p.SetState(385)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
			{
				p.SetState(381)
				p.CollectionEntries()
			}
			p.SetState(383)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == PuppetParserCOMMA {
				{
					p.SetState(382)
					p.Match(PuppetParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}

		}
		{
			p.SetState(387)
			p.Match(PuppetParserRBRACK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserLBRACE:
		p.EnterOuterAlt(localctx, 13)
		{
			p.SetState(388)
			p.Hash()
		}

	case PuppetParserREGEX:
		p.EnterOuterAlt(localctx, 14)
		{
			p.SetState(389)
			p.Match(PuppetParserREGEX)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserSTRING:
		p.EnterOuterAlt(localctx, 15)
		{
			p.SetState(390)
			p.Match(PuppetParserSTRING)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserWORD:
		p.EnterOuterAlt(localctx, 16)
		{
			p.SetState(391)
			p.Match(PuppetParserWORD)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserDQPRE:
		p.EnterOuterAlt(localctx, 17)
		{
			p.SetState(392)
			p.DqString()
		}

	case PuppetParserHEREDOC:
		p.EnterOuterAlt(localctx, 18)
		{
			p.SetState(393)
			p.Match(PuppetParserHEREDOC)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(396)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case PuppetParserSTRING:
			{
				p.SetState(394)
				p.Match(PuppetParserSTRING)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		case PuppetParserDQPRE:
			{
				p.SetState(395)
				p.DqString()
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

	case PuppetParserCLASSREF:
		p.EnterOuterAlt(localctx, 19)
		{
			p.SetState(398)
			p.Match(PuppetParserCLASSREF)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserNUMBER:
		p.EnterOuterAlt(localctx, 20)
		{
			p.SetState(399)
			p.Match(PuppetParserNUMBER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserFALSE, PuppetParserTRUE:
		p.EnterOuterAlt(localctx, 21)
		{
			p.SetState(400)
			_la = p.GetTokenStream().LA(1)

			if !(_la == PuppetParserFALSE || _la == PuppetParserTRUE) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case PuppetParserDEFAULT:
		p.EnterOuterAlt(localctx, 22)
		{
			p.SetState(401)
			p.Match(PuppetParserDEFAULT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserUNDEF:
		p.EnterOuterAlt(localctx, 23)
		{
			p.SetState(402)
			p.Match(PuppetParserUNDEF)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserNAME:
		p.EnterOuterAlt(localctx, 24)
		{
			p.SetState(403)
			p.Match(PuppetParserNAME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserRENDER_STRING:
		p.EnterOuterAlt(localctx, 25)
		{
			p.SetState(404)
			p.Match(PuppetParserRENDER_STRING)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserRENDER_EXPR:
		p.EnterOuterAlt(localctx, 26)
		{
			p.SetState(405)
			p.Match(PuppetParserRENDER_EXPR)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(412)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.predict(64) {
		case 1:
			{
				p.SetState(406)
				p.Expression()
			}

		case 2:
			{
				p.SetState(407)
				p.Match(PuppetParserLBRACE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(409)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
				{
					p.SetState(408)
					p.Statements()
				}

			}
			{
				p.SetState(411)
				p.Match(PuppetParserRBRACE)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		case antlr.ATNInvalidAltNumber:
			goto errorExit
		}
		{
			p.SetState(414)
			_la = p.GetTokenStream().LA(1)

			if !(_la == PuppetParserEPP_END_TRIM || _la == PuppetParserEPP_END) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ITypeRestContext is an interface to support dynamic dispatch.
type ITypeRestContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	LPAREN() antlr.TerminalNode
	RPAREN() antlr.TerminalNode
	Arguments() IArgumentsContext
	Lambda() ILambdaContext
	COMMA() antlr.TerminalNode
	AllCLASSREF() []antlr.TerminalNode
	CLASSREF(i int) antlr.TerminalNode
	EQUALS() antlr.TerminalNode
	TypeAliasValue() ITypeAliasValueContext
	LBRACK() antlr.TerminalNode
	AccessArgs() IAccessArgsContext
	RBRACK() antlr.TerminalNode
	LBRACE() antlr.TerminalNode
	RBRACE() antlr.TerminalNode
	INHERITS() antlr.TerminalNode
	Statements() IStatementsContext

	// IsTypeRestContext differentiates from other interfaces.
	IsTypeRestContext()
}

type TypeRestContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTypeRestContext() *TypeRestContext {
	var p = new(TypeRestContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_typeRest
	return p
}

func InitEmptyTypeRestContext(p *TypeRestContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_typeRest
}

func (*TypeRestContext) IsTypeRestContext() {}

func NewTypeRestContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TypeRestContext {
	var p = new(TypeRestContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_typeRest

	return p
}

func (s *TypeRestContext) GetParser() antlr.Parser { return s.parser }

func (s *TypeRestContext) LPAREN() antlr.TerminalNode {
	return s.GetToken(PuppetParserLPAREN, 0)
}

func (s *TypeRestContext) RPAREN() antlr.TerminalNode {
	return s.GetToken(PuppetParserRPAREN, 0)
}

func (s *TypeRestContext) Arguments() IArgumentsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArgumentsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArgumentsContext)
}

func (s *TypeRestContext) Lambda() ILambdaContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ILambdaContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ILambdaContext)
}

func (s *TypeRestContext) COMMA() antlr.TerminalNode {
	return s.GetToken(PuppetParserCOMMA, 0)
}

func (s *TypeRestContext) AllCLASSREF() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserCLASSREF)
}

func (s *TypeRestContext) CLASSREF(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserCLASSREF, i)
}

func (s *TypeRestContext) EQUALS() antlr.TerminalNode {
	return s.GetToken(PuppetParserEQUALS, 0)
}

func (s *TypeRestContext) TypeAliasValue() ITypeAliasValueContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeAliasValueContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeAliasValueContext)
}

func (s *TypeRestContext) LBRACK() antlr.TerminalNode {
	return s.GetToken(PuppetParserLBRACK, 0)
}

func (s *TypeRestContext) AccessArgs() IAccessArgsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAccessArgsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAccessArgsContext)
}

func (s *TypeRestContext) RBRACK() antlr.TerminalNode {
	return s.GetToken(PuppetParserRBRACK, 0)
}

func (s *TypeRestContext) LBRACE() antlr.TerminalNode {
	return s.GetToken(PuppetParserLBRACE, 0)
}

func (s *TypeRestContext) RBRACE() antlr.TerminalNode {
	return s.GetToken(PuppetParserRBRACE, 0)
}

func (s *TypeRestContext) INHERITS() antlr.TerminalNode {
	return s.GetToken(PuppetParserINHERITS, 0)
}

func (s *TypeRestContext) Statements() IStatementsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementsContext)
}

func (s *TypeRestContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypeRestContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) TypeRest() (localctx ITypeRestContext) {
	localctx = NewTypeRestContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 26, PuppetParserRULE_typeRest)
	var _la int

	p.SetState(447)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.predict(72) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(417)
			p.Match(PuppetParserLPAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(422)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
			{
				p.SetState(418)
				p.Arguments()
			}
			p.SetState(420)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == PuppetParserCOMMA {
				{
					p.SetState(419)
					p.Match(PuppetParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}

		}
		{
			p.SetState(424)
			p.Match(PuppetParserRPAREN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(426)
		p.GetErrorHandler().Sync(p)

		if p.predict(68) == 1 {
			{
				p.SetState(425)
				p.Lambda()
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(428)
			p.Match(PuppetParserCLASSREF)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(433)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserLBRACK {
			{
				p.SetState(429)
				p.Match(PuppetParserLBRACK)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(430)
				p.AccessArgs()
			}
			{
				p.SetState(431)
				p.Match(PuppetParserRBRACK)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(435)
			p.Match(PuppetParserEQUALS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(436)
			p.TypeAliasValue()
		}

	case 3:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(437)
			p.Match(PuppetParserCLASSREF)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(440)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserINHERITS {
			{
				p.SetState(438)
				p.Match(PuppetParserINHERITS)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(439)
				p.Match(PuppetParserCLASSREF)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(442)
			p.Match(PuppetParserLBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(444)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
			{
				p.SetState(443)
				p.Statements()
			}

		}
		{
			p.SetState(446)
			p.Match(PuppetParserRBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ITypeAliasValueContext is an interface to support dynamic dispatch.
type ITypeAliasValueContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	CLASSREF() antlr.TerminalNode
	Hash() IHashContext
	LBRACK() antlr.TerminalNode
	AccessArgs() IAccessArgsContext
	RBRACK() antlr.TerminalNode
	COMMA() antlr.TerminalNode
	LISTSTART() antlr.TerminalNode
	CollectionEntries() ICollectionEntriesContext

	// IsTypeAliasValueContext differentiates from other interfaces.
	IsTypeAliasValueContext()
}

type TypeAliasValueContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTypeAliasValueContext() *TypeAliasValueContext {
	var p = new(TypeAliasValueContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_typeAliasValue
	return p
}

func InitEmptyTypeAliasValueContext(p *TypeAliasValueContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_typeAliasValue
}

func (*TypeAliasValueContext) IsTypeAliasValueContext() {}

func NewTypeAliasValueContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TypeAliasValueContext {
	var p = new(TypeAliasValueContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_typeAliasValue

	return p
}

func (s *TypeAliasValueContext) GetParser() antlr.Parser { return s.parser }

func (s *TypeAliasValueContext) CLASSREF() antlr.TerminalNode {
	return s.GetToken(PuppetParserCLASSREF, 0)
}

func (s *TypeAliasValueContext) Hash() IHashContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IHashContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IHashContext)
}

func (s *TypeAliasValueContext) LBRACK() antlr.TerminalNode {
	return s.GetToken(PuppetParserLBRACK, 0)
}

func (s *TypeAliasValueContext) AccessArgs() IAccessArgsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAccessArgsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAccessArgsContext)
}

func (s *TypeAliasValueContext) RBRACK() antlr.TerminalNode {
	return s.GetToken(PuppetParserRBRACK, 0)
}

func (s *TypeAliasValueContext) COMMA() antlr.TerminalNode {
	return s.GetToken(PuppetParserCOMMA, 0)
}

func (s *TypeAliasValueContext) LISTSTART() antlr.TerminalNode {
	return s.GetToken(PuppetParserLISTSTART, 0)
}

func (s *TypeAliasValueContext) CollectionEntries() ICollectionEntriesContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ICollectionEntriesContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ICollectionEntriesContext)
}

func (s *TypeAliasValueContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypeAliasValueContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) TypeAliasValue() (localctx ITypeAliasValueContext) {
	localctx = NewTypeAliasValueContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 28, PuppetParserRULE_typeAliasValue)
	var _la int

	p.SetState(469)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case PuppetParserCLASSREF:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(449)
			p.Match(PuppetParserCLASSREF)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(458)
		p.GetErrorHandler().Sync(p)

		if p.predict(74) == 1 {
			{
				p.SetState(450)
				p.Hash()
			}

		} else if p.HasError() { // JIM
			goto errorExit
		} else if p.predict(74) == 2 {
			{
				p.SetState(451)
				p.Match(PuppetParserLBRACK)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(452)
				p.AccessArgs()
			}
			p.SetState(454)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == PuppetParserCOMMA {
				{
					p.SetState(453)
					p.Match(PuppetParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}
			{
				p.SetState(456)
				p.Match(PuppetParserRBRACK)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}

	case PuppetParserLBRACE:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(460)
			p.Hash()
		}

	case PuppetParserLISTSTART, PuppetParserLBRACK:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(461)
			_la = p.GetTokenStream().LA(1)

			if !(_la == PuppetParserLISTSTART || _la == PuppetParserLBRACK) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		p.SetState(466)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
			{
				p.SetState(462)
				p.CollectionEntries()
			}
			p.SetState(464)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == PuppetParserCOMMA {
				{
					p.SetState(463)
					p.Match(PuppetParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}

		}
		{
			p.SetState(468)
			p.Match(PuppetParserRBRACK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IArgumentsContext is an interface to support dynamic dispatch.
type IArgumentsContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllArgument() []IArgumentContext
	Argument(i int) IArgumentContext
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode

	// IsArgumentsContext differentiates from other interfaces.
	IsArgumentsContext()
}

type ArgumentsContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyArgumentsContext() *ArgumentsContext {
	var p = new(ArgumentsContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_arguments
	return p
}

func InitEmptyArgumentsContext(p *ArgumentsContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_arguments
}

func (*ArgumentsContext) IsArgumentsContext() {}

func NewArgumentsContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ArgumentsContext {
	var p = new(ArgumentsContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_arguments

	return p
}

func (s *ArgumentsContext) GetParser() antlr.Parser { return s.parser }

func (s *ArgumentsContext) AllArgument() []IArgumentContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IArgumentContext); ok {
			len++
		}
	}

	tst := make([]IArgumentContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IArgumentContext); ok {
			tst[i] = t.(IArgumentContext)
			i++
		}
	}

	return tst
}

func (s *ArgumentsContext) Argument(i int) IArgumentContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArgumentContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArgumentContext)
}

func (s *ArgumentsContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserCOMMA)
}

func (s *ArgumentsContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserCOMMA, i)
}

func (s *ArgumentsContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ArgumentsContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) Arguments() (localctx IArgumentsContext) {
	localctx = NewArgumentsContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 30, PuppetParserRULE_arguments)
	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(471)
		p.Argument()
	}
	p.SetState(476)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.predict(78)
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(472)
				p.Match(PuppetParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(473)
				p.Argument()
			}

		}
		p.SetState(478)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.predict(78)
		if p.HasError() {
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IArgumentContext is an interface to support dynamic dispatch.
type IArgumentContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Assignment() IAssignmentContext
	FARROW() antlr.TerminalNode
	HashKey() IHashKeyContext
	TYPE() antlr.TerminalNode
	FUNCTION() antlr.TerminalNode

	// IsArgumentContext differentiates from other interfaces.
	IsArgumentContext()
}

type ArgumentContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyArgumentContext() *ArgumentContext {
	var p = new(ArgumentContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_argument
	return p
}

func InitEmptyArgumentContext(p *ArgumentContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_argument
}

func (*ArgumentContext) IsArgumentContext() {}

func NewArgumentContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ArgumentContext {
	var p = new(ArgumentContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_argument

	return p
}

func (s *ArgumentContext) GetParser() antlr.Parser { return s.parser }

func (s *ArgumentContext) Assignment() IAssignmentContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAssignmentContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAssignmentContext)
}

func (s *ArgumentContext) FARROW() antlr.TerminalNode {
	return s.GetToken(PuppetParserFARROW, 0)
}

func (s *ArgumentContext) HashKey() IHashKeyContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IHashKeyContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IHashKeyContext)
}

func (s *ArgumentContext) TYPE() antlr.TerminalNode {
	return s.GetToken(PuppetParserTYPE, 0)
}

func (s *ArgumentContext) FUNCTION() antlr.TerminalNode {
	return s.GetToken(PuppetParserFUNCTION, 0)
}

func (s *ArgumentContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ArgumentContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) Argument() (localctx IArgumentContext) {
	localctx = NewArgumentContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 32, PuppetParserRULE_argument)
	var _la int

	p.SetState(487)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.predict(80) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(479)
			p.Assignment()
		}
		p.SetState(482)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserFARROW {
			{
				p.SetState(480)
				p.Match(PuppetParserFARROW)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(481)
				p.HashKey()
			}

		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(484)
			_la = p.GetTokenStream().LA(1)

			if !(_la == PuppetParserFUNCTION || _la == PuppetParserTYPE) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(485)
			p.Match(PuppetParserFARROW)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(486)
			p.HashKey()
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IAccessArgsContext is an interface to support dynamic dispatch.
type IAccessArgsContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllAccessArg() []IAccessArgContext
	AccessArg(i int) IAccessArgContext
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode

	// IsAccessArgsContext differentiates from other interfaces.
	IsAccessArgsContext()
}

type AccessArgsContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyAccessArgsContext() *AccessArgsContext {
	var p = new(AccessArgsContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_accessArgs
	return p
}

func InitEmptyAccessArgsContext(p *AccessArgsContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_accessArgs
}

func (*AccessArgsContext) IsAccessArgsContext() {}

func NewAccessArgsContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AccessArgsContext {
	var p = new(AccessArgsContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_accessArgs

	return p
}

func (s *AccessArgsContext) GetParser() antlr.Parser { return s.parser }

func (s *AccessArgsContext) AllAccessArg() []IAccessArgContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAccessArgContext); ok {
			len++
		}
	}

	tst := make([]IAccessArgContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAccessArgContext); ok {
			tst[i] = t.(IAccessArgContext)
			i++
		}
	}

	return tst
}

func (s *AccessArgsContext) AccessArg(i int) IAccessArgContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAccessArgContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAccessArgContext)
}

func (s *AccessArgsContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserCOMMA)
}

func (s *AccessArgsContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserCOMMA, i)
}

func (s *AccessArgsContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AccessArgsContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) AccessArgs() (localctx IAccessArgsContext) {
	localctx = NewAccessArgsContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 34, PuppetParserRULE_accessArgs)
	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(489)
		p.AccessArg()
	}
	p.SetState(494)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.predict(81)
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(490)
				p.Match(PuppetParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(491)
				p.AccessArg()
			}

		}
		p.SetState(496)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.predict(81)
		if p.HasError() {
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IAccessArgContext is an interface to support dynamic dispatch.
type IAccessArgContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Assignment() IAssignmentContext
	FARROW() antlr.TerminalNode
	HashKey() IHashKeyContext
	TYPE() antlr.TerminalNode
	FUNCTION() antlr.TerminalNode

	// IsAccessArgContext differentiates from other interfaces.
	IsAccessArgContext()
}

type AccessArgContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyAccessArgContext() *AccessArgContext {
	var p = new(AccessArgContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_accessArg
	return p
}

func InitEmptyAccessArgContext(p *AccessArgContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_accessArg
}

func (*AccessArgContext) IsAccessArgContext() {}

func NewAccessArgContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AccessArgContext {
	var p = new(AccessArgContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_accessArg

	return p
}

func (s *AccessArgContext) GetParser() antlr.Parser { return s.parser }

func (s *AccessArgContext) Assignment() IAssignmentContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAssignmentContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAssignmentContext)
}

func (s *AccessArgContext) FARROW() antlr.TerminalNode {
	return s.GetToken(PuppetParserFARROW, 0)
}

func (s *AccessArgContext) HashKey() IHashKeyContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IHashKeyContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IHashKeyContext)
}

func (s *AccessArgContext) TYPE() antlr.TerminalNode {
	return s.GetToken(PuppetParserTYPE, 0)
}

func (s *AccessArgContext) FUNCTION() antlr.TerminalNode {
	return s.GetToken(PuppetParserFUNCTION, 0)
}

func (s *AccessArgContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AccessArgContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) AccessArg() (localctx IAccessArgContext) {
	localctx = NewAccessArgContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 36, PuppetParserRULE_accessArg)
	var _la int

	p.SetState(505)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.predict(83) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(497)
			p.Assignment()
		}
		p.SetState(500)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserFARROW {
			{
				p.SetState(498)
				p.Match(PuppetParserFARROW)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(499)
				p.HashKey()
			}

		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(502)
			_la = p.GetTokenStream().LA(1)

			if !(_la == PuppetParserFUNCTION || _la == PuppetParserTYPE) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(503)
			p.Match(PuppetParserFARROW)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(504)
			p.HashKey()
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ICollectionEntriesContext is an interface to support dynamic dispatch.
type ICollectionEntriesContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllCollectionEntry() []ICollectionEntryContext
	CollectionEntry(i int) ICollectionEntryContext
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode

	// IsCollectionEntriesContext differentiates from other interfaces.
	IsCollectionEntriesContext()
}

type CollectionEntriesContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyCollectionEntriesContext() *CollectionEntriesContext {
	var p = new(CollectionEntriesContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_collectionEntries
	return p
}

func InitEmptyCollectionEntriesContext(p *CollectionEntriesContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_collectionEntries
}

func (*CollectionEntriesContext) IsCollectionEntriesContext() {}

func NewCollectionEntriesContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *CollectionEntriesContext {
	var p = new(CollectionEntriesContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_collectionEntries

	return p
}

func (s *CollectionEntriesContext) GetParser() antlr.Parser { return s.parser }

func (s *CollectionEntriesContext) AllCollectionEntry() []ICollectionEntryContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ICollectionEntryContext); ok {
			len++
		}
	}

	tst := make([]ICollectionEntryContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ICollectionEntryContext); ok {
			tst[i] = t.(ICollectionEntryContext)
			i++
		}
	}

	return tst
}

func (s *CollectionEntriesContext) CollectionEntry(i int) ICollectionEntryContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ICollectionEntryContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ICollectionEntryContext)
}

func (s *CollectionEntriesContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserCOMMA)
}

func (s *CollectionEntriesContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserCOMMA, i)
}

func (s *CollectionEntriesContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CollectionEntriesContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) CollectionEntries() (localctx ICollectionEntriesContext) {
	localctx = NewCollectionEntriesContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 38, PuppetParserRULE_collectionEntries)
	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(507)
		p.CollectionEntry()
	}
	p.SetState(512)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.predict(84)
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(508)
				p.Match(PuppetParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(509)
				p.CollectionEntry()
			}

		}
		p.SetState(514)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.predict(84)
		if p.HasError() {
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ICollectionEntryContext is an interface to support dynamic dispatch.
type ICollectionEntryContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Assignment() IAssignmentContext
	FARROW() antlr.TerminalNode
	HashKey() IHashKeyContext
	TYPE() antlr.TerminalNode
	FUNCTION() antlr.TerminalNode

	// IsCollectionEntryContext differentiates from other interfaces.
	IsCollectionEntryContext()
}

type CollectionEntryContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyCollectionEntryContext() *CollectionEntryContext {
	var p = new(CollectionEntryContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_collectionEntry
	return p
}

func InitEmptyCollectionEntryContext(p *CollectionEntryContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_collectionEntry
}

func (*CollectionEntryContext) IsCollectionEntryContext() {}

func NewCollectionEntryContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *CollectionEntryContext {
	var p = new(CollectionEntryContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_collectionEntry

	return p
}

func (s *CollectionEntryContext) GetParser() antlr.Parser { return s.parser }

func (s *CollectionEntryContext) Assignment() IAssignmentContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAssignmentContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAssignmentContext)
}

func (s *CollectionEntryContext) FARROW() antlr.TerminalNode {
	return s.GetToken(PuppetParserFARROW, 0)
}

func (s *CollectionEntryContext) HashKey() IHashKeyContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IHashKeyContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IHashKeyContext)
}

func (s *CollectionEntryContext) TYPE() antlr.TerminalNode {
	return s.GetToken(PuppetParserTYPE, 0)
}

func (s *CollectionEntryContext) FUNCTION() antlr.TerminalNode {
	return s.GetToken(PuppetParserFUNCTION, 0)
}

func (s *CollectionEntryContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CollectionEntryContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) CollectionEntry() (localctx ICollectionEntryContext) {
	localctx = NewCollectionEntryContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 40, PuppetParserRULE_collectionEntry)
	var _la int

	p.SetState(525)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.predict(87) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(515)
			p.Assignment()
		}
		p.SetState(518)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserFARROW {
			{
				p.SetState(516)
				p.Match(PuppetParserFARROW)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(517)
				p.HashKey()
			}

		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(520)
			_la = p.GetTokenStream().LA(1)

			if !(_la == PuppetParserFUNCTION || _la == PuppetParserTYPE) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		p.SetState(523)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserFARROW {
			{
				p.SetState(521)
				p.Match(PuppetParserFARROW)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(522)
				p.HashKey()
			}

		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IHashContext is an interface to support dynamic dispatch.
type IHashContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	LBRACE() antlr.TerminalNode
	RBRACE() antlr.TerminalNode
	AllHashPair() []IHashPairContext
	HashPair(i int) IHashPairContext
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode

	// IsHashContext differentiates from other interfaces.
	IsHashContext()
}

type HashContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyHashContext() *HashContext {
	var p = new(HashContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_hash
	return p
}

func InitEmptyHashContext(p *HashContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_hash
}

func (*HashContext) IsHashContext() {}

func NewHashContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *HashContext {
	var p = new(HashContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_hash

	return p
}

func (s *HashContext) GetParser() antlr.Parser { return s.parser }

func (s *HashContext) LBRACE() antlr.TerminalNode {
	return s.GetToken(PuppetParserLBRACE, 0)
}

func (s *HashContext) RBRACE() antlr.TerminalNode {
	return s.GetToken(PuppetParserRBRACE, 0)
}

func (s *HashContext) AllHashPair() []IHashPairContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IHashPairContext); ok {
			len++
		}
	}

	tst := make([]IHashPairContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IHashPairContext); ok {
			tst[i] = t.(IHashPairContext)
			i++
		}
	}

	return tst
}

func (s *HashContext) HashPair(i int) IHashPairContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IHashPairContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IHashPairContext)
}

func (s *HashContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserCOMMA)
}

func (s *HashContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserCOMMA, i)
}

func (s *HashContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *HashContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) Hash() (localctx IHashContext) {
	localctx = NewHashContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 42, PuppetParserRULE_hash)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(527)
		p.Match(PuppetParserLBRACE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(539)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
		{
			p.SetState(528)
			p.HashPair()
		}
		p.SetState(533)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.predict(88)
		if p.HasError() {
			goto errorExit
		}
		for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
			if _alt == 1 {
				{
					p.SetState(529)
					p.Match(PuppetParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(530)
					p.HashPair()
				}

			}
			p.SetState(535)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.predict(88)
			if p.HasError() {
				goto errorExit
			}
		}
		p.SetState(537)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserCOMMA {
			{
				p.SetState(536)
				p.Match(PuppetParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	}
	{
		p.SetState(541)
		p.Match(PuppetParserRBRACE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IHashPairContext is an interface to support dynamic dispatch.
type IHashPairContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllHashKey() []IHashKeyContext
	HashKey(i int) IHashKeyContext
	FARROW() antlr.TerminalNode

	// IsHashPairContext differentiates from other interfaces.
	IsHashPairContext()
}

type HashPairContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyHashPairContext() *HashPairContext {
	var p = new(HashPairContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_hashPair
	return p
}

func InitEmptyHashPairContext(p *HashPairContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_hashPair
}

func (*HashPairContext) IsHashPairContext() {}

func NewHashPairContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *HashPairContext {
	var p = new(HashPairContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_hashPair

	return p
}

func (s *HashPairContext) GetParser() antlr.Parser { return s.parser }

func (s *HashPairContext) AllHashKey() []IHashKeyContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IHashKeyContext); ok {
			len++
		}
	}

	tst := make([]IHashKeyContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IHashKeyContext); ok {
			tst[i] = t.(IHashKeyContext)
			i++
		}
	}

	return tst
}

func (s *HashPairContext) HashKey(i int) IHashKeyContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IHashKeyContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IHashKeyContext)
}

func (s *HashPairContext) FARROW() antlr.TerminalNode {
	return s.GetToken(PuppetParserFARROW, 0)
}

func (s *HashPairContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *HashPairContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) HashPair() (localctx IHashPairContext) {
	localctx = NewHashPairContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 44, PuppetParserRULE_hashPair)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(543)
		p.HashKey()
	}
	{
		p.SetState(544)
		p.Match(PuppetParserFARROW)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(545)
		p.HashKey()
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IHashKeyContext is an interface to support dynamic dispatch.
type IHashKeyContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Assignment() IAssignmentContext
	TYPE() antlr.TerminalNode
	FUNCTION() antlr.TerminalNode

	// IsHashKeyContext differentiates from other interfaces.
	IsHashKeyContext()
}

type HashKeyContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyHashKeyContext() *HashKeyContext {
	var p = new(HashKeyContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_hashKey
	return p
}

func InitEmptyHashKeyContext(p *HashKeyContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_hashKey
}

func (*HashKeyContext) IsHashKeyContext() {}

func NewHashKeyContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *HashKeyContext {
	var p = new(HashKeyContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_hashKey

	return p
}

func (s *HashKeyContext) GetParser() antlr.Parser { return s.parser }

func (s *HashKeyContext) Assignment() IAssignmentContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAssignmentContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAssignmentContext)
}

func (s *HashKeyContext) TYPE() antlr.TerminalNode {
	return s.GetToken(PuppetParserTYPE, 0)
}

func (s *HashKeyContext) FUNCTION() antlr.TerminalNode {
	return s.GetToken(PuppetParserFUNCTION, 0)
}

func (s *HashKeyContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *HashKeyContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) HashKey() (localctx IHashKeyContext) {
	localctx = NewHashKeyContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 46, PuppetParserRULE_hashKey)
	p.SetState(550)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.predict(91) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(547)
			p.Assignment()
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(548)
			p.Match(PuppetParserTYPE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 3:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(549)
			p.Match(PuppetParserFUNCTION)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ISelectorEntriesContext is an interface to support dynamic dispatch.
type ISelectorEntriesContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllSelectorEntry() []ISelectorEntryContext
	SelectorEntry(i int) ISelectorEntryContext
	SELBRACE() antlr.TerminalNode
	RBRACE() antlr.TerminalNode
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode

	// IsSelectorEntriesContext differentiates from other interfaces.
	IsSelectorEntriesContext()
}

type SelectorEntriesContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptySelectorEntriesContext() *SelectorEntriesContext {
	var p = new(SelectorEntriesContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_selectorEntries
	return p
}

func InitEmptySelectorEntriesContext(p *SelectorEntriesContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_selectorEntries
}

func (*SelectorEntriesContext) IsSelectorEntriesContext() {}

func NewSelectorEntriesContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SelectorEntriesContext {
	var p = new(SelectorEntriesContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_selectorEntries

	return p
}

func (s *SelectorEntriesContext) GetParser() antlr.Parser { return s.parser }

func (s *SelectorEntriesContext) AllSelectorEntry() []ISelectorEntryContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ISelectorEntryContext); ok {
			len++
		}
	}

	tst := make([]ISelectorEntryContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ISelectorEntryContext); ok {
			tst[i] = t.(ISelectorEntryContext)
			i++
		}
	}

	return tst
}

func (s *SelectorEntriesContext) SelectorEntry(i int) ISelectorEntryContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISelectorEntryContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISelectorEntryContext)
}

func (s *SelectorEntriesContext) SELBRACE() antlr.TerminalNode {
	return s.GetToken(PuppetParserSELBRACE, 0)
}

func (s *SelectorEntriesContext) RBRACE() antlr.TerminalNode {
	return s.GetToken(PuppetParserRBRACE, 0)
}

func (s *SelectorEntriesContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserCOMMA)
}

func (s *SelectorEntriesContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserCOMMA, i)
}

func (s *SelectorEntriesContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SelectorEntriesContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) SelectorEntries() (localctx ISelectorEntriesContext) {
	localctx = NewSelectorEntriesContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 48, PuppetParserRULE_selectorEntries)
	var _la int

	var _alt int

	p.SetState(567)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case PuppetParserLISTSTART, PuppetParserWSLPAREN, PuppetParserWORD, PuppetParserSTRING, PuppetParserDQPRE, PuppetParserHEREDOC, PuppetParserRENDER_STRING, PuppetParserRENDER_EXPR, PuppetParserATTR, PuppetParserCASE, PuppetParserCLASS, PuppetParserDEFAULT, PuppetParserDEFINE, PuppetParserFALSE, PuppetParserFUNCTION, PuppetParserIF, PuppetParserNODE, PuppetParserPRIVATE, PuppetParserTRUE, PuppetParserTYPE, PuppetParserUNDEF, PuppetParserUNLESS, PuppetParserMINUS, PuppetParserTIMES, PuppetParserNOT, PuppetParserLBRACK, PuppetParserLBRACE, PuppetParserLPAREN, PuppetParserREGEX, PuppetParserCLASSREF, PuppetParserNAME, PuppetParserNUMBER, PuppetParserVARIABLE:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(552)
			p.SelectorEntry()
		}

	case PuppetParserSELBRACE:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(553)
			p.Match(PuppetParserSELBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(554)
			p.SelectorEntry()
		}
		p.SetState(559)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.predict(92)
		if p.HasError() {
			goto errorExit
		}
		for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
			if _alt == 1 {
				{
					p.SetState(555)
					p.Match(PuppetParserCOMMA)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(556)
					p.SelectorEntry()
				}

			}
			p.SetState(561)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.predict(92)
			if p.HasError() {
				goto errorExit
			}
		}
		p.SetState(563)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserCOMMA {
			{
				p.SetState(562)
				p.Match(PuppetParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(565)
			p.Match(PuppetParserRBRACE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ISelectorEntryContext is an interface to support dynamic dispatch.
type ISelectorEntryContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllExpression() []IExpressionContext
	Expression(i int) IExpressionContext
	FARROW() antlr.TerminalNode

	// IsSelectorEntryContext differentiates from other interfaces.
	IsSelectorEntryContext()
}

type SelectorEntryContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptySelectorEntryContext() *SelectorEntryContext {
	var p = new(SelectorEntryContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_selectorEntry
	return p
}

func InitEmptySelectorEntryContext(p *SelectorEntryContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_selectorEntry
}

func (*SelectorEntryContext) IsSelectorEntryContext() {}

func NewSelectorEntryContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SelectorEntryContext {
	var p = new(SelectorEntryContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_selectorEntry

	return p
}

func (s *SelectorEntryContext) GetParser() antlr.Parser { return s.parser }

func (s *SelectorEntryContext) AllExpression() []IExpressionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExpressionContext); ok {
			len++
		}
	}

	tst := make([]IExpressionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExpressionContext); ok {
			tst[i] = t.(IExpressionContext)
			i++
		}
	}

	return tst
}

func (s *SelectorEntryContext) Expression(i int) IExpressionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *SelectorEntryContext) FARROW() antlr.TerminalNode {
	return s.GetToken(PuppetParserFARROW, 0)
}

func (s *SelectorEntryContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SelectorEntryContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) SelectorEntry() (localctx ISelectorEntryContext) {
	localctx = NewSelectorEntryContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 50, PuppetParserRULE_selectorEntry)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(569)
		p.Expression()
	}
	{
		p.SetState(570)
		p.Match(PuppetParserFARROW)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(571)
		p.Expression()
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ILambdaContext is an interface to support dynamic dispatch.
type ILambdaContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllPIPE() []antlr.TerminalNode
	PIPE(i int) antlr.TerminalNode
	LBRACE() antlr.TerminalNode
	RBRACE() antlr.TerminalNode
	Parameters() IParametersContext
	ReturnType() IReturnTypeContext
	Statements() IStatementsContext
	COMMA() antlr.TerminalNode

	// IsLambdaContext differentiates from other interfaces.
	IsLambdaContext()
}

type LambdaContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyLambdaContext() *LambdaContext {
	var p = new(LambdaContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_lambda
	return p
}

func InitEmptyLambdaContext(p *LambdaContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_lambda
}

func (*LambdaContext) IsLambdaContext() {}

func NewLambdaContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *LambdaContext {
	var p = new(LambdaContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_lambda

	return p
}

func (s *LambdaContext) GetParser() antlr.Parser { return s.parser }

func (s *LambdaContext) AllPIPE() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserPIPE)
}

func (s *LambdaContext) PIPE(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserPIPE, i)
}

func (s *LambdaContext) LBRACE() antlr.TerminalNode {
	return s.GetToken(PuppetParserLBRACE, 0)
}

func (s *LambdaContext) RBRACE() antlr.TerminalNode {
	return s.GetToken(PuppetParserRBRACE, 0)
}

func (s *LambdaContext) Parameters() IParametersContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParametersContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParametersContext)
}

func (s *LambdaContext) ReturnType() IReturnTypeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IReturnTypeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IReturnTypeContext)
}

func (s *LambdaContext) Statements() IStatementsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementsContext)
}

func (s *LambdaContext) COMMA() antlr.TerminalNode {
	return s.GetToken(PuppetParserCOMMA, 0)
}

func (s *LambdaContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *LambdaContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) Lambda() (localctx ILambdaContext) {
	localctx = NewLambdaContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 52, PuppetParserRULE_lambda)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(573)
		p.Match(PuppetParserPIPE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(578)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if (int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&150994945) != 0 {
		{
			p.SetState(574)
			p.Parameters()
		}
		p.SetState(576)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserCOMMA {
			{
				p.SetState(575)
				p.Match(PuppetParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	}
	{
		p.SetState(580)
		p.Match(PuppetParserPIPE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(582)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PuppetParserRSHIFT {
		{
			p.SetState(581)
			p.ReturnType()
		}

	}
	{
		p.SetState(584)
		p.Match(PuppetParserLBRACE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(586)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
		{
			p.SetState(585)
			p.Statements()
		}

	}
	{
		p.SetState(588)
		p.Match(PuppetParserRBRACE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ICaseOptionContext is an interface to support dynamic dispatch.
type ICaseOptionContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllExpression() []IExpressionContext
	Expression(i int) IExpressionContext
	COLON() antlr.TerminalNode
	LBRACE() antlr.TerminalNode
	RBRACE() antlr.TerminalNode
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode
	Statements() IStatementsContext

	// IsCaseOptionContext differentiates from other interfaces.
	IsCaseOptionContext()
}

type CaseOptionContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyCaseOptionContext() *CaseOptionContext {
	var p = new(CaseOptionContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_caseOption
	return p
}

func InitEmptyCaseOptionContext(p *CaseOptionContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_caseOption
}

func (*CaseOptionContext) IsCaseOptionContext() {}

func NewCaseOptionContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *CaseOptionContext {
	var p = new(CaseOptionContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_caseOption

	return p
}

func (s *CaseOptionContext) GetParser() antlr.Parser { return s.parser }

func (s *CaseOptionContext) AllExpression() []IExpressionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExpressionContext); ok {
			len++
		}
	}

	tst := make([]IExpressionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExpressionContext); ok {
			tst[i] = t.(IExpressionContext)
			i++
		}
	}

	return tst
}

func (s *CaseOptionContext) Expression(i int) IExpressionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *CaseOptionContext) COLON() antlr.TerminalNode {
	return s.GetToken(PuppetParserCOLON, 0)
}

func (s *CaseOptionContext) LBRACE() antlr.TerminalNode {
	return s.GetToken(PuppetParserLBRACE, 0)
}

func (s *CaseOptionContext) RBRACE() antlr.TerminalNode {
	return s.GetToken(PuppetParserRBRACE, 0)
}

func (s *CaseOptionContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserCOMMA)
}

func (s *CaseOptionContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserCOMMA, i)
}

func (s *CaseOptionContext) Statements() IStatementsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementsContext)
}

func (s *CaseOptionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CaseOptionContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) CaseOption() (localctx ICaseOptionContext) {
	localctx = NewCaseOptionContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 54, PuppetParserRULE_caseOption)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(590)
		p.Expression()
	}
	p.SetState(595)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == PuppetParserCOMMA {
		{
			p.SetState(591)
			p.Match(PuppetParserCOMMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(592)
			p.Expression()
		}

		p.SetState(597)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(598)
		p.Match(PuppetParserCOLON)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(599)
		p.Match(PuppetParserLBRACE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(601)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-8935141593801876874) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&253798437) != 0) {
		{
			p.SetState(600)
			p.Statements()
		}

	}
	{
		p.SetState(603)
		p.Match(PuppetParserRBRACE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IHostnameContext is an interface to support dynamic dispatch.
type IHostnameContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllNAME() []antlr.TerminalNode
	NAME(i int) antlr.TerminalNode
	AllNUMBER() []antlr.TerminalNode
	NUMBER(i int) antlr.TerminalNode
	AllDOT() []antlr.TerminalNode
	DOT(i int) antlr.TerminalNode
	STRING() antlr.TerminalNode
	WORD() antlr.TerminalNode
	DqString() IDqStringContext
	HEREDOC() antlr.TerminalNode
	DEFAULT() antlr.TerminalNode
	REGEX() antlr.TerminalNode

	// IsHostnameContext differentiates from other interfaces.
	IsHostnameContext()
}

type HostnameContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyHostnameContext() *HostnameContext {
	var p = new(HostnameContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_hostname
	return p
}

func InitEmptyHostnameContext(p *HostnameContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_hostname
}

func (*HostnameContext) IsHostnameContext() {}

func NewHostnameContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *HostnameContext {
	var p = new(HostnameContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_hostname

	return p
}

func (s *HostnameContext) GetParser() antlr.Parser { return s.parser }

func (s *HostnameContext) AllNAME() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserNAME)
}

func (s *HostnameContext) NAME(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserNAME, i)
}

func (s *HostnameContext) AllNUMBER() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserNUMBER)
}

func (s *HostnameContext) NUMBER(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserNUMBER, i)
}

func (s *HostnameContext) AllDOT() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserDOT)
}

func (s *HostnameContext) DOT(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserDOT, i)
}

func (s *HostnameContext) STRING() antlr.TerminalNode {
	return s.GetToken(PuppetParserSTRING, 0)
}

func (s *HostnameContext) WORD() antlr.TerminalNode {
	return s.GetToken(PuppetParserWORD, 0)
}

func (s *HostnameContext) DqString() IDqStringContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDqStringContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDqStringContext)
}

func (s *HostnameContext) HEREDOC() antlr.TerminalNode {
	return s.GetToken(PuppetParserHEREDOC, 0)
}

func (s *HostnameContext) DEFAULT() antlr.TerminalNode {
	return s.GetToken(PuppetParserDEFAULT, 0)
}

func (s *HostnameContext) REGEX() antlr.TerminalNode {
	return s.GetToken(PuppetParserREGEX, 0)
}

func (s *HostnameContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *HostnameContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) Hostname() (localctx IHostnameContext) {
	localctx = NewHostnameContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 56, PuppetParserRULE_hostname)
	var _la int

	p.SetState(623)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case PuppetParserNAME, PuppetParserNUMBER:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(605)
			_la = p.GetTokenStream().LA(1)

			if !(_la == PuppetParserNAME || _la == PuppetParserNUMBER) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		p.SetState(610)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == PuppetParserDOT {
			{
				p.SetState(606)
				p.Match(PuppetParserDOT)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(607)
				_la = p.GetTokenStream().LA(1)

				if !(_la == PuppetParserNAME || _la == PuppetParserNUMBER) {
					p.GetErrorHandler().RecoverInline(p)
				} else {
					p.GetErrorHandler().ReportMatch(p)
					p.Consume()
				}
			}

			p.SetState(612)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	case PuppetParserSTRING:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(613)
			p.Match(PuppetParserSTRING)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserWORD:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(614)
			p.Match(PuppetParserWORD)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserDQPRE:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(615)
			p.DqString()
		}

	case PuppetParserHEREDOC:
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(616)
			p.Match(PuppetParserHEREDOC)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(619)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case PuppetParserSTRING:
			{
				p.SetState(617)
				p.Match(PuppetParserSTRING)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		case PuppetParserDQPRE:
			{
				p.SetState(618)
				p.DqString()
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

	case PuppetParserDEFAULT:
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(621)
			p.Match(PuppetParserDEFAULT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case PuppetParserREGEX:
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(622)
			p.Match(PuppetParserREGEX)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IReturnTypeContext is an interface to support dynamic dispatch.
type IReturnTypeContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	RSHIFT() antlr.TerminalNode
	CLASSREF() antlr.TerminalNode
	LBRACK() antlr.TerminalNode
	AccessArgs() IAccessArgsContext
	RBRACK() antlr.TerminalNode

	// IsReturnTypeContext differentiates from other interfaces.
	IsReturnTypeContext()
}

type ReturnTypeContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyReturnTypeContext() *ReturnTypeContext {
	var p = new(ReturnTypeContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_returnType
	return p
}

func InitEmptyReturnTypeContext(p *ReturnTypeContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_returnType
}

func (*ReturnTypeContext) IsReturnTypeContext() {}

func NewReturnTypeContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ReturnTypeContext {
	var p = new(ReturnTypeContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_returnType

	return p
}

func (s *ReturnTypeContext) GetParser() antlr.Parser { return s.parser }

func (s *ReturnTypeContext) RSHIFT() antlr.TerminalNode {
	return s.GetToken(PuppetParserRSHIFT, 0)
}

func (s *ReturnTypeContext) CLASSREF() antlr.TerminalNode {
	return s.GetToken(PuppetParserCLASSREF, 0)
}

func (s *ReturnTypeContext) LBRACK() antlr.TerminalNode {
	return s.GetToken(PuppetParserLBRACK, 0)
}

func (s *ReturnTypeContext) AccessArgs() IAccessArgsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAccessArgsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAccessArgsContext)
}

func (s *ReturnTypeContext) RBRACK() antlr.TerminalNode {
	return s.GetToken(PuppetParserRBRACK, 0)
}

func (s *ReturnTypeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ReturnTypeContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) ReturnType() (localctx IReturnTypeContext) {
	localctx = NewReturnTypeContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 58, PuppetParserRULE_returnType)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(625)
		p.Match(PuppetParserRSHIFT)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(626)
		p.Match(PuppetParserCLASSREF)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(631)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PuppetParserLBRACK {
		{
			p.SetState(627)
			p.Match(PuppetParserLBRACK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(628)
			p.AccessArgs()
		}
		{
			p.SetState(629)
			p.Match(PuppetParserRBRACK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IClassNameContext is an interface to support dynamic dispatch.
type IClassNameContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	NAME() antlr.TerminalNode
	WORD() antlr.TerminalNode
	CLASSREF() antlr.TerminalNode
	CLASS() antlr.TerminalNode
	STRING() antlr.TerminalNode

	// IsClassNameContext differentiates from other interfaces.
	IsClassNameContext()
}

type ClassNameContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyClassNameContext() *ClassNameContext {
	var p = new(ClassNameContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_className
	return p
}

func InitEmptyClassNameContext(p *ClassNameContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_className
}

func (*ClassNameContext) IsClassNameContext() {}

func NewClassNameContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ClassNameContext {
	var p = new(ClassNameContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_className

	return p
}

func (s *ClassNameContext) GetParser() antlr.Parser { return s.parser }

func (s *ClassNameContext) NAME() antlr.TerminalNode {
	return s.GetToken(PuppetParserNAME, 0)
}

func (s *ClassNameContext) WORD() antlr.TerminalNode {
	return s.GetToken(PuppetParserWORD, 0)
}

func (s *ClassNameContext) CLASSREF() antlr.TerminalNode {
	return s.GetToken(PuppetParserCLASSREF, 0)
}

func (s *ClassNameContext) CLASS() antlr.TerminalNode {
	return s.GetToken(PuppetParserCLASS, 0)
}

func (s *ClassNameContext) STRING() antlr.TerminalNode {
	return s.GetToken(PuppetParserSTRING, 0)
}

func (s *ClassNameContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ClassNameContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) ClassName() (localctx IClassNameContext) {
	localctx = NewClassNameContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 60, PuppetParserRULE_className)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(633)
		_la = p.GetTokenStream().LA(1)

		if !(((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&262192) != 0) || _la == PuppetParserCLASSREF || _la == PuppetParserNAME) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IParameterListContext is an interface to support dynamic dispatch.
type IParameterListContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	RPAREN() antlr.TerminalNode
	LPAREN() antlr.TerminalNode
	WSLPAREN() antlr.TerminalNode
	Parameters() IParametersContext
	COMMA() antlr.TerminalNode

	// IsParameterListContext differentiates from other interfaces.
	IsParameterListContext()
}

type ParameterListContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyParameterListContext() *ParameterListContext {
	var p = new(ParameterListContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_parameterList
	return p
}

func InitEmptyParameterListContext(p *ParameterListContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_parameterList
}

func (*ParameterListContext) IsParameterListContext() {}

func NewParameterListContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ParameterListContext {
	var p = new(ParameterListContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_parameterList

	return p
}

func (s *ParameterListContext) GetParser() antlr.Parser { return s.parser }

func (s *ParameterListContext) RPAREN() antlr.TerminalNode {
	return s.GetToken(PuppetParserRPAREN, 0)
}

func (s *ParameterListContext) LPAREN() antlr.TerminalNode {
	return s.GetToken(PuppetParserLPAREN, 0)
}

func (s *ParameterListContext) WSLPAREN() antlr.TerminalNode {
	return s.GetToken(PuppetParserWSLPAREN, 0)
}

func (s *ParameterListContext) Parameters() IParametersContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParametersContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParametersContext)
}

func (s *ParameterListContext) COMMA() antlr.TerminalNode {
	return s.GetToken(PuppetParserCOMMA, 0)
}

func (s *ParameterListContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ParameterListContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) ParameterList() (localctx IParameterListContext) {
	localctx = NewParameterListContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 62, PuppetParserRULE_parameterList)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(635)
		_la = p.GetTokenStream().LA(1)

		if !(_la == PuppetParserWSLPAREN || _la == PuppetParserLPAREN) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}
	p.SetState(640)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if (int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&150994945) != 0 {
		{
			p.SetState(636)
			p.Parameters()
		}
		p.SetState(638)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserCOMMA {
			{
				p.SetState(637)
				p.Match(PuppetParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	}
	{
		p.SetState(642)
		p.Match(PuppetParserRPAREN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IParametersContext is an interface to support dynamic dispatch.
type IParametersContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllParameter() []IParameterContext
	Parameter(i int) IParameterContext
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode

	// IsParametersContext differentiates from other interfaces.
	IsParametersContext()
}

type ParametersContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyParametersContext() *ParametersContext {
	var p = new(ParametersContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_parameters
	return p
}

func InitEmptyParametersContext(p *ParametersContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_parameters
}

func (*ParametersContext) IsParametersContext() {}

func NewParametersContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ParametersContext {
	var p = new(ParametersContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_parameters

	return p
}

func (s *ParametersContext) GetParser() antlr.Parser { return s.parser }

func (s *ParametersContext) AllParameter() []IParameterContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IParameterContext); ok {
			len++
		}
	}

	tst := make([]IParameterContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IParameterContext); ok {
			tst[i] = t.(IParameterContext)
			i++
		}
	}

	return tst
}

func (s *ParametersContext) Parameter(i int) IParameterContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParameterContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParameterContext)
}

func (s *ParametersContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserCOMMA)
}

func (s *ParametersContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserCOMMA, i)
}

func (s *ParametersContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ParametersContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) Parameters() (localctx IParametersContext) {
	localctx = NewParametersContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 64, PuppetParserRULE_parameters)
	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(644)
		p.Parameter()
	}
	p.SetState(649)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.predict(107)
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(645)
				p.Match(PuppetParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(646)
				p.Parameter()
			}

		}
		p.SetState(651)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.predict(107)
		if p.HasError() {
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IParameterContext is an interface to support dynamic dispatch.
type IParameterContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	VARIABLE() antlr.TerminalNode
	CLASSREF() antlr.TerminalNode
	TIMES() antlr.TerminalNode
	EQUALS() antlr.TerminalNode
	Expression() IExpressionContext
	LBRACK() antlr.TerminalNode
	AccessArgs() IAccessArgsContext
	RBRACK() antlr.TerminalNode

	// IsParameterContext differentiates from other interfaces.
	IsParameterContext()
}

type ParameterContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyParameterContext() *ParameterContext {
	var p = new(ParameterContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_parameter
	return p
}

func InitEmptyParameterContext(p *ParameterContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_parameter
}

func (*ParameterContext) IsParameterContext() {}

func NewParameterContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ParameterContext {
	var p = new(ParameterContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_parameter

	return p
}

func (s *ParameterContext) GetParser() antlr.Parser { return s.parser }

func (s *ParameterContext) VARIABLE() antlr.TerminalNode {
	return s.GetToken(PuppetParserVARIABLE, 0)
}

func (s *ParameterContext) CLASSREF() antlr.TerminalNode {
	return s.GetToken(PuppetParserCLASSREF, 0)
}

func (s *ParameterContext) TIMES() antlr.TerminalNode {
	return s.GetToken(PuppetParserTIMES, 0)
}

func (s *ParameterContext) EQUALS() antlr.TerminalNode {
	return s.GetToken(PuppetParserEQUALS, 0)
}

func (s *ParameterContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *ParameterContext) LBRACK() antlr.TerminalNode {
	return s.GetToken(PuppetParserLBRACK, 0)
}

func (s *ParameterContext) AccessArgs() IAccessArgsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAccessArgsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAccessArgsContext)
}

func (s *ParameterContext) RBRACK() antlr.TerminalNode {
	return s.GetToken(PuppetParserRBRACK, 0)
}

func (s *ParameterContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ParameterContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) Parameter() (localctx IParameterContext) {
	localctx = NewParameterContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 66, PuppetParserRULE_parameter)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(659)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PuppetParserCLASSREF {
		{
			p.SetState(652)
			p.Match(PuppetParserCLASSREF)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(657)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == PuppetParserLBRACK {
			{
				p.SetState(653)
				p.Match(PuppetParserLBRACK)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(654)
				p.AccessArgs()
			}
			{
				p.SetState(655)
				p.Match(PuppetParserRBRACK)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	}
	p.SetState(662)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PuppetParserTIMES {
		{
			p.SetState(661)
			p.Match(PuppetParserTIMES)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(664)
		p.Match(PuppetParserVARIABLE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(667)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == PuppetParserEQUALS {
		{
			p.SetState(665)
			p.Match(PuppetParserEQUALS)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(666)
			p.Expression()
		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IDqStringContext is an interface to support dynamic dispatch.
type IDqStringContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	DQPRE() antlr.TerminalNode
	AllAssignment() []IAssignmentContext
	Assignment(i int) IAssignmentContext
	DQPOST() antlr.TerminalNode
	AllDQMID() []antlr.TerminalNode
	DQMID(i int) antlr.TerminalNode

	// IsDqStringContext differentiates from other interfaces.
	IsDqStringContext()
}

type DqStringContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyDqStringContext() *DqStringContext {
	var p = new(DqStringContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_dqString
	return p
}

func InitEmptyDqStringContext(p *DqStringContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = PuppetParserRULE_dqString
}

func (*DqStringContext) IsDqStringContext() {}

func NewDqStringContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DqStringContext {
	var p = new(DqStringContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = PuppetParserRULE_dqString

	return p
}

func (s *DqStringContext) GetParser() antlr.Parser { return s.parser }

func (s *DqStringContext) DQPRE() antlr.TerminalNode {
	return s.GetToken(PuppetParserDQPRE, 0)
}

func (s *DqStringContext) AllAssignment() []IAssignmentContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAssignmentContext); ok {
			len++
		}
	}

	tst := make([]IAssignmentContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAssignmentContext); ok {
			tst[i] = t.(IAssignmentContext)
			i++
		}
	}

	return tst
}

func (s *DqStringContext) Assignment(i int) IAssignmentContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAssignmentContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAssignmentContext)
}

func (s *DqStringContext) DQPOST() antlr.TerminalNode {
	return s.GetToken(PuppetParserDQPOST, 0)
}

func (s *DqStringContext) AllDQMID() []antlr.TerminalNode {
	return s.GetTokens(PuppetParserDQMID)
}

func (s *DqStringContext) DQMID(i int) antlr.TerminalNode {
	return s.GetToken(PuppetParserDQMID, i)
}

func (s *DqStringContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DqStringContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *PuppetParser) DqString() (localctx IDqStringContext) {
	localctx = NewDqStringContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 68, PuppetParserRULE_dqString)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(669)
		p.Match(PuppetParserDQPRE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(670)
		p.Assignment()
	}
	p.SetState(675)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == PuppetParserDQMID {
		{
			p.SetState(671)
			p.Match(PuppetParserDQMID)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(672)
			p.Assignment()
		}

		p.SetState(677)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(678)
		p.Match(PuppetParserDQPOST)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}
