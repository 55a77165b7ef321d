#!/bin/sh
echo init
